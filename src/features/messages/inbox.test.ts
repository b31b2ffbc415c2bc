import { describe, expect, it } from "vitest";
import { messageStateChangeSchema, messagesQuerySchema, replyLink, replySubject } from "./inbox.ts";

describe("replySubject", () => {
  it("answers the visitor's subject, once", () => {
    expect(replySubject("Olympiad camp", "GSC Science Club")).toBe("Re: Olympiad camp");
    expect(replySubject("RE: Olympiad camp", "GSC Science Club")).toBe("RE: Olympiad camp");
  });

  it("says what the reply is about when the visitor gave no subject", () => {
    expect(replySubject(null, "GSC Science Club")).toBe("Re: Your message to GSC Science Club");
  });
});

describe("replyLink", () => {
  it("opens a mail to the visitor with the reply subject, percent-encoded", () => {
    expect(replyLink({ email: "rafi@example.org", subject: "Fee & deadline?" }, "Club")).toBe(
      "mailto:rafi@example.org?subject=Re%3A%20Fee%20%26%20deadline%3F",
    );
  });

  it("keeps Bangla in the subject", () => {
    const link = new URL(replyLink({ email: "mim@example.org", subject: "সদস্য পদ" }, "Club"));
    expect(link.searchParams.get("subject")).toBe("Re: সদস্য পদ");
  });

  it("cannot be made to add recipients or a body through the address", () => {
    const link = replyLink({ email: "a?cc=boss@evil.example&body=x@example.org", subject: null }, "Club");
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(["subject"]);
    expect(decodeURIComponent(url.pathname)).toBe("a?cc=boss@evil.example&body=x@example.org");
  });
});

describe("message schemas", () => {
  it("reads the inbox by default, page 1 of 25", () => {
    expect(messagesQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25, q: undefined });
  });

  it("takes 1 to 500 ids in a state change", () => {
    const id = "6f1c2d4e-1111-4000-8000-000000000000";
    expect(messageStateChangeSchema.safeParse({ ids: [id], state: "archived" }).success).toBe(true);
    expect(messageStateChangeSchema.safeParse({ ids: [], state: "archived" }).success).toBe(false);
    expect(messageStateChangeSchema.safeParse({ ids: Array(501).fill(id), state: "archived" }).success).toBe(false);
  });
});
