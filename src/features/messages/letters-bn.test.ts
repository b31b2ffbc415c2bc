import { describe, expect, it } from "vitest";
import { expectBangla } from "#tests/support/bangla-letters.ts";
import * as bangla from "./letters-bn.server.ts";

describe("a message's Bangla acknowledgement", () => {
  it("the message's acknowledgement, with and without a subject", () => {
    const withSubject = bangla.messageReceived({ to: "nadia@example.org", name: "Nadia Islam", reference: "GSC-AAAA-A1", subject: "Olympiad camp" });
    expect(withSubject.text).toContain("“Olympiad camp” বিষয়ে আপনার বার্তাটি আমরা পেয়েছি");
    expectBangla(withSubject, ["Nadia Islam", "Olympiad camp"]);
    expectBangla(bangla.messageReceived({ to: "nadia@example.org", name: "Nadia Islam", reference: "GSC-AAAA-A1", subject: null }), ["Nadia Islam"]);
  });
});
