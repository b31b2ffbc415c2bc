import { describe, expect, it } from "vitest";
import { applicationStatusLetter } from "./status-letters.ts";
import { applicationStatusLetterBn } from "./status-letters-bn.ts";

const base = { name: "Rahim", reference: "ABCD-2345", reason: null, statusUrl: "https://club.example/join-us/status?reference=ABCD-2345" };

describe("an application's status letter", () => {
  it("says a new application was received, not that it is pending again", () => {
    expect(applicationStatusLetter({ ...base, status: "pending", neverChanged: true })).toContain("We have your application and are looking at it.");
    expect(applicationStatusLetter({ ...base, status: "pending", neverChanged: true })).not.toContain("again");
    expect(applicationStatusLetterBn({ ...base, status: "pending", neverChanged: true })).toContain("আমরা আপনার আবেদনটি পেয়েছি এবং এটি দেখছি।");
    expect(applicationStatusLetterBn({ ...base, status: "pending", neverChanged: true })).not.toContain("আবার");
  });

  it("says pending again when a change took it back to pending", () => {
    expect(applicationStatusLetter({ ...base, status: "pending" })).toContain("Your application is pending again");
  });

  it("matches each change: the member number of an approval, a verification, a rejection's reason", () => {
    const member = { memberNumber: "2026-0001", cardUrl: "https://club.example/members/card/x" };
    const approved = applicationStatusLetter({ ...base, status: "approved", member });
    expect(approved).toContain("has been approved");
    expect(approved).toContain("Your member number: 2026-0001");
    expect(applicationStatusLetterBn({ ...base, status: "approved", member })).toContain("আপনার সদস্য নম্বর: 2026-0001");
    expect(applicationStatusLetter({ ...base, status: "payment_verified" })).toContain("We have verified your payment.");
    const rejected = applicationStatusLetter({ ...base, status: "rejected", reason: "No payment arrived." });
    expect(rejected).toContain("has been rejected");
    expect(rejected).toContain("The reason: No payment arrived.");
    // A reason is an approval's or verification's history only, never in its letter.
    expect(applicationStatusLetter({ ...base, status: "approved", reason: "note", member })).not.toContain("note");
  });
});
