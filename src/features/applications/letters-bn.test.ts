import { describe, expect, it } from "vitest";
import { expectBangla } from "#tests/support/bangla-letters.ts";
import * as bangla from "./letters-bn.server.ts";

const site = "https://club.example";
const statusUrl = `${site}/bn/join-us/status?reference=GSC-AAAA-A1`;

describe("an applicant's Bangla e-mails", () => {
  it("the application's letters: received, and each status, a rejection with its reason, an approval with the card", () => {
    const received = bangla.applicationReceived({ to: "nadia@example.org", name: "Nadia Islam", reference: "GSC-AAAA-A1", statusUrl });
    expect(received.subject).toBe("আবেদন পাওয়া গেছে (GSC-AAAA-A1)");
    expect(received.text).toMatch(/^প্রিয় Nadia Islam,/);
    expectBangla(received, ["Nadia Islam"]);
    for (const status of ["pending", "payment_verified", "approved", "rejected"] as const) {
      const mail = bangla.applicationStatusChanged({
        to: "nadia@example.org",
        name: "Nadia Islam",
        reference: "GSC-AAAA-A1",
        status,
        reason: "পেমেন্ট পাওয়া যায়নি।",
        statusUrl,
        member: { memberNumber: "GSC-2026-0001", cardUrl: `${site}/bn/join-us/member/token` },
      });
      expect(mail.kind).toBe("application-status");
      expectBangla(mail, ["Nadia Islam", "GSC-2026-0001"]);
      expect(mail.text.includes("কারণ: পেমেন্ট পাওয়া যায়নি।")).toBe(status === "rejected");
      expect(mail.text.includes(`আপনার সদস্য কার্ড: ${site}/bn/join-us/member/token`)).toBe(status === "approved");
    }
  });
});
