import { describe, expect, it } from "vitest";
import { applicationStatusLetterBn, registrationStatusLetterBn } from "../../shared/status-letters-bn.ts";
import { applicationStatusLetter, registrationStatusLetter } from "../../shared/status-letters.ts";
import type { MailAttachment } from "../db/repositories/mail.ts";
import { inlineImagesHtml } from "./worker.ts";

// What the Bangla e-mails share: the WhatsApp letters' parts, and the HTML part the worker writes
// for a Bangla e-mail. Each feature's Bangla letters are tested beside its letters-bn.server.ts.

const site = "https://club.example";
const statusUrl = `${site}/bn/join-us/status?reference=GSC-AAAA-A1`;
const qrCode: MailAttachment = { filename: "ticket-qr-code.png", contentType: "image/png", content: "iVBORw0KGgo=", cid: "ticket-qr-code" };

describe("Bangla e-mails", () => {
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
