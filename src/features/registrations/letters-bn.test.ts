import { describe, expect, it } from "vitest";
import { banglaDateTime } from "#shared/club-time-bn.ts";
import type { FormField } from "#shared/registration-form-fields.ts";
import type { MailAttachment } from "#server/db/repositories/mail.ts";
import { expectBangla } from "#tests/support/bangla-letters.ts";
import * as bangla from "./letters-bn.server.ts";
import * as english from "./letters.server.ts";

// A registrant's Bangla e-mails have the English letters' kind, recipient and attachments, in Bangla.

const site = "https://club.example";
const statusUrl = `${site}/bn/join-us/status?reference=GSC-AAAA-A1`;
const qrCode: MailAttachment = { filename: "ticket-qr-code.png", contentType: "image/png", content: "iVBORw0KGgo=", cid: "ticket-qr-code" };
const ticket = { url: `${site}/bn/events/ticket/GSC-AAAA-A1.code`, qrCode };
const seat = { to: "nadia@example.org", reference: "GSC-AAAA-A1", eventTitle: "রোবটিক্স কর্মশালা", categoryName: "কলেজ", statusUrl };

const field = (name: string, label: string, extra: Partial<FormField> = {}): FormField =>
  ({ name, label, type: "text", placeholder: "", required: false, options: [], labelBn: null, placeholderBn: null, optionsBn: null, ...extra }) as FormField;

describe("a registrant's Bangla e-mails", () => {
  it("the registration confirmation: Bangla dates in Dhaka time, the editor's Bangla labels and choices, the file noted", () => {
    const input = {
      to: "nadia@example.org",
      reference: "GSC-AAAA-A1",
      event: { title: "রোবটিক্স কর্মশালা", startsAt: "2026-12-13T14:00:00Z", location: "বিজ্ঞান ভবন" },
      categoryName: "কলেজ",
      statusUrl,
      fields: [
        field("full_name", "Full Name", { labelBn: "পূর্ণ নাম" }),
        field("laptop", "Can you bring a laptop?", { type: "radio", options: ["Yes", "No"], labelBn: "ল্যাপটপ আনতে পারবেন?", optionsBn: ["হ্যাঁ", "না"] }),
        field("photo", "Photo", { type: "image", labelBn: "ছবি" }),
      ],
      answers: { full_name: "Nadia Islam", laptop: "Yes", photo: "upload:abc" },
      attachments: [qrCode],
      ticketUrl: ticket.url,
      status: "confirmed" as const,
    };
    const mail = bangla.registrationConfirmation(input);
    const englishMail = english.registrationConfirmation(input);
    expect({ kind: mail.kind, to: mail.to, attachments: mail.attachments }).toEqual({ kind: englishMail.kind, to: englishMail.to, attachments: englishMail.attachments });
    expect(mail.subject).toBe("নিবন্ধন সম্পন্ন: রোবটিক্স কর্মশালা (GSC-AAAA-A1)");
    // 8 PM in Dhaka on the 13th, in Bangla digits and month names (the words of the platform's ICU data).
    expect(mail.text).toContain(`কখন: ${banglaDateTime(input.event.startsAt)} (ঢাকার সময়)\nকোথায়: বিজ্ঞান ভবন`);
    expect(banglaDateTime(input.event.startsAt)).toMatch(/^রবিবার, ১৩ ডিসেম্বর,? ২০২৬, রাত ৮:০০$/);
    expect(mail.text).toContain("পূর্ণ নাম: Nadia Islam\nল্যাপটপ আনতে পারবেন?: হ্যাঁ\nছবি: (ফাইল পাওয়া গেছে)");
    expect(mail.text).toContain(`আপনার টিকিট: ${ticket.url}`);
    expectBangla(mail, ["Nadia Islam"]);
    // A seat held while its payment is checked says so; a waiting one says it waits.
    expect(bangla.registrationConfirmation({ ...input, ticketUrl: undefined, status: "payment_pending" }).text).toContain("আপনার আসনটি রাখা থাকবে");
    const waiting = bangla.registrationConfirmation({ ...input, ticketUrl: undefined, status: "waitlisted" });
    expect(waiting.text).toContain("অপেক্ষমাণ তালিকায়");
    expect(waiting.text).not.toContain("টিকিট:");
  });

  it("every seat letter: given, paid, expired", () => {
    const given = bangla.registrationSeatGiven({ ...seat, ticket });
    expect(given.subject).toBe("আপনার জন্য একটি আসন: রোবটিক্স কর্মশালা (GSC-AAAA-A1)");
    expect(given.attachments).toEqual([qrCode]);
    expectBangla(given);
    const paid = bangla.registrationPaymentVerified({ ...seat, ticket });
    expect(paid.subject).toBe("পেমেন্ট পাওয়া গেছে: আপনার নিবন্ধন নিশ্চিত, রোবটিক্স কর্মশালা (GSC-AAAA-A1)");
    expect(paid.text).toContain(ticket.url);
    expectBangla(paid);
    const expired = bangla.registrationPaymentExpired(seat);
    expect(expired.subject).toBe("নিবন্ধন বাতিল: নির্ধারিত সময়ে পেমেন্ট পাওয়া যায়নি (GSC-AAAA-A1)");
    expect(expired.attachments).toBeUndefined();
    expectBangla(expired);
    for (const mail of [given, paid, expired]) expect(mail.kind).toBe("registration-seat");
  });
});
