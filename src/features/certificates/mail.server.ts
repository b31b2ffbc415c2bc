import type { Lang } from "#shared/lang.ts";
import { siteConfig } from "#shared/site-config.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import type { OutgoingMail } from "#server/db/repositories/mail.ts";
import { certificateCheckUrl, certificateFilename } from "./service.server.ts";

// The e-mail that carries a certificate (docs/decisions/147), in the language the person registered
// in. Its PDF is drawn by the worker when it sends: the outbox keeps only the code.

export function certificateMail(input: { to: string; name: string; eventTitle: string; code: string; lang: Lang; siteUrl: string }): OutgoingMail {
  const check = certificateCheckUrl(input.siteUrl, input.code, input.lang);
  const attachment = { filename: certificateFilename(input.code), contentType: "application/pdf", content: "", certificateCode: input.code };
  if (input.lang === "bn")
    return {
      kind: "certificate",
      to: input.to,
      lang: "bn",
      subject: `আপনার সনদ: ${input.eventTitle}`,
      text: `প্রিয় ${input.name},\n\n${input.eventTitle}-এর সনদ এই ই-মেইলের সাথে PDF হিসেবে সংযুক্ত আছে।\n\nযে কেউ সনদটি যাচাই করতে পারবেন এখানে: ${check}\n\n${siteNamesBn.shortName}`,
      attachments: [attachment],
    };
  return {
    kind: "certificate",
    to: input.to,
    lang: "en",
    subject: `Your certificate: ${input.eventTitle}`,
    text: `Dear ${input.name},\n\nYour certificate for ${input.eventTitle} is attached to this e-mail as a PDF.\n\nAnyone can check it is genuine at ${check}\n\n${siteConfig.shortName}`,
    attachments: [attachment],
  };
}
