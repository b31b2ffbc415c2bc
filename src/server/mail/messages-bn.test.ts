import { describe, expect, it } from "vitest";
import { banglaDateTime } from "../../shared/club-time-bn.ts";
import type { FormField } from "../../shared/registration-form-fields.ts";
import { applicationStatusLetterBn, registrationStatusLetterBn } from "../../shared/status-letters-bn.ts";
import { applicationStatusLetter, registrationStatusLetter } from "../../shared/status-letters.ts";
import type { MailAttachment, OutgoingMail } from "../db/repositories/mail.ts";
import * as bangla from "./messages-bn.ts";
import * as english from "./messages.ts";
import { inlineImagesHtml } from "./worker.ts";

// The Bangla e-mails: every letter to a visitor has one, with the same kind, recipient and
// attachments as its English twin, written in Bangla: nothing of the English letter's words is left
// but the names, references, addresses and the form's own English labels where no Bangla was written.

const site = "https://club.example";
const statusUrl = `${site}/bn/join-us/status?reference=GSC-AAAA-A1`;
const qrCode: MailAttachment = { filename: "ticket-qr-code.png", contentType: "image/png", content: "iVBORw0KGgo=", cid: "ticket-qr-code" };
const ticket = { url: `${site}/bn/events/ticket/GSC-AAAA-A1.code`, qrCode };
const seat = { to: "nadia@example.org", reference: "GSC-AAAA-A1", eventTitle: "রোবটিক্স কর্মশালা", categoryName: "কলেজ", statusUrl };

const field = (name: string, label: string, extra: Partial<FormField> = {}): FormField =>
  ({ name, label, type: "text", placeholder: "", required: false, options: [], labelBn: null, placeholderBn: null, optionsBn: null, ...extra }) as FormField;

/** English words of the letters' own sentences: none may be left in a Bangla letter. */
const englishWords = /\b(Dear|Hello|Your|reference|Check|ticket|Thank|We |When|Where|answers|received|registered|Payment|application|message)\b/;

function expectBangla(mail: OutgoingMail, allowed: string[] = []) {
  expect(mail.lang).toBe("bn");
  let text = `${mail.subject}\n${mail.text}`.replace(/https:\/\/\S+/g, "");
  for (const kept of ["GSC-AAAA-A1", "nadia@example.org", ".ics", ...allowed]) text = text.replaceAll(kept, "");
  expect(text).not.toMatch(englishWords);
  expect(mail.text).toMatch(/\n\n-- \nজিএসসি বিজ্ঞান ক্লাব$/);
}

describe("Bangla e-mails", () => {
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

  it("the message's acknowledgement, with and without a subject", () => {
    const withSubject = bangla.messageReceived({ to: "nadia@example.org", name: "Nadia Islam", reference: "GSC-AAAA-A1", subject: "Olympiad camp" });
    expect(withSubject.text).toContain("“Olympiad camp” বিষয়ে আপনার বার্তাটি আমরা পেয়েছি");
    expectBangla(withSubject, ["Nadia Islam", "Olympiad camp"]);
    expectBangla(bangla.messageReceived({ to: "nadia@example.org", name: "Nadia Islam", reference: "GSC-AAAA-A1", subject: null }), ["Nadia Islam"]);
  });

  it("the WhatsApp letters have the English letters' parts, in Bangla", () => {
    const input = { name: "Nadia Islam", reference: "GSC-AAAA-A1", status: "rejected" as const, reason: "No payment.", statusUrl };
    expect(applicationStatusLetterBn(input).split("\n\n")).toHaveLength(applicationStatusLetter(input).split("\n\n").length);
    for (const status of ["confirmed", "waitlisted", "cancelled", "payment_pending"] as const) {
      const letter = { reference: "GSC-AAAA-A1", status, eventTitle: "রোবটিক্স কর্মশালা", categoryName: "কলেজ", statusUrl };
      expect(registrationStatusLetterBn(letter).split("\n\n")).toHaveLength(registrationStatusLetter(letter).split("\n\n").length);
      expect(registrationStatusLetterBn(letter)).toContain("রোবটিক্স কর্মশালা ইভেন্টের কলেজ ক্যাটাগরি");
    }
  });

  it("a Bangla e-mail's HTML part says lang=bn and asks for a Bengali font; English ones are as before", () => {
    expect(inlineImagesHtml("Hello", [])).toBeUndefined();
    expect(inlineImagesHtml("Hello", [qrCode])).toBe(
      '<!doctype html><html><body><div style="font-family:sans-serif;white-space:pre-wrap">Hello</div><p><img src="cid:ticket-qr-code" alt="ticket qr code" width="240" height="240"></p></body></html>',
    );
    const html = inlineImagesHtml(`শুভেচ্ছা, ${site}/bn`, [], "bn")!;
    expect(html).toMatch(/^<!doctype html><html lang="bn">/);
    expect(html).toContain("font-family:'Noto Sans Bengali'");
    expect(html).toContain(`শুভেচ্ছা, <a href="${site}/bn">${site}/bn</a>`);
    expect(inlineImagesHtml("টিকিট", [qrCode], "bn")).toContain('alt="টিকিটের কিউআর কোড"');
  });
});
