import { expect } from "vitest";
import type { OutgoingMail } from "#server/db/repositories/mail.ts";

// The Bangla e-mails: every letter to a visitor has one, with the same kind, recipient and
// attachments as its English twin, written in Bangla: nothing of the English letter's words is left
// but the names, references, addresses and the form's own English labels where no Bangla was written.

/** English words of the letters' own sentences: none may be left in a Bangla letter. */
const englishWords = /\b(Dear|Hello|Your|reference|Check|ticket|Thank|We |When|Where|answers|received|registered|Payment|application|message)\b/;

/** A Bangla letter: lang="bn", no English words but the names, references and addresses given, the Bangla signature. */
export function expectBangla(mail: OutgoingMail, allowed: string[] = []) {
  expect(mail.lang).toBe("bn");
  let text = `${mail.subject}\n${mail.text}`.replace(/https:\/\/\S+/g, "");
  for (const kept of ["GSC-AAAA-A1", "nadia@example.org", ".ics", ...allowed]) text = text.replaceAll(kept, "");
  expect(text).not.toMatch(englishWords);
  expect(mail.text).toMatch(/\n\n-- \nজিএসসি বিজ্ঞান ক্লাব$/);
}
