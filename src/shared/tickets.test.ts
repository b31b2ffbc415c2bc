import { describe, expect, it } from "vitest";
import { withoutTicketCode } from "./ticket-paths.ts";
import { parseTicket, ticketPath, ticketQrPath, ticketUrl } from "./tickets.ts";

const code = "AbCdEfGhIjKlMnOpQrSt_-";

describe("tickets' addresses (decision 114)", () => {
  it("reads the reference and code from a ticket's address on any origin, or its path", () => {
    expect(parseTicket(ticketUrl("https://club.example", "GSC-7KQ3-M9", code))).toEqual({ reference: "GSC-7KQ3-M9", code });
    expect(parseTicket(`  http://localhost:3000${ticketPath("GSC-7KQ3-M9", code)}/ `)).toEqual({ reference: "GSC-7KQ3-M9", code });
    expect(parseTicket(`GSC-7KQ3-M9.${code}`)).toEqual({ reference: "GSC-7KQ3-M9", code });
  });

  it("reads nothing from a reference alone, a short or long code, or another code", () => {
    for (const text of [
      "https://club.example/events/ticket/GSC-7KQ3-M9",
      `https://club.example/events/ticket/GSC-7KQ3-M9.${code.slice(1)}`,
      `https://club.example/events/ticket/GSC-7KQ3-M9.${code}A`,
      `https://club.example/events/ticket/GSC-0000-00.${code}`,
      "WIFI:S:club;T:WPA;P:secret;;",
      "https://[bad",
      "",
    ]) {
      expect(parseTicket(text), text).toBeNull();
    }
  });

  it("keeps codes out of logged paths and referrers", () => {
    expect(withoutTicketCode(`https://club.example${ticketPath("GSC-7KQ3-M9", code)}?x=1`)).toBe("https://club.example/events/ticket/:ticket?x=1");
    expect(withoutTicketCode(ticketQrPath("GSC-7KQ3-M9", code))).toBe("/api/tickets/:ticket/qr.svg");
    expect(withoutTicketCode("/events/upcoming-events")).toBe("/events/upcoming-events");
  });
});
