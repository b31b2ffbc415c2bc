import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { MailConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { enqueueMail, type OutgoingMail } from "../db/repositories/mail.ts";
import { certificatePdf } from "#features/certificates/service.server.ts";
import { defaultMailWorkerOptions, MailWorker, smtpTransport, type MailTransport, type MailWorkerOptions } from "./worker.ts";

/** E-mail as the rest of the server sees it. */
export interface Mailer {
  /** False while SMTP_URL and MAIL_FROM are unset: nothing is written or sent. */
  enabled: boolean;
  /** The site's public address, for links in e-mail. */
  siteUrl: string;
  /** Writes e-mail to the outbox with the caller's transaction and answers their ids in order; nothing when e-mail is off. */
  enqueue(tx: Database, mails: OutgoingMail[]): Promise<string[]>;
  /** After the transaction that wrote e-mail has committed: send now rather than at the next poll. */
  kick(): void;
}

export interface MailPluginOptions {
  mail: MailConfig | undefined;
  siteUrl: string;
  /** Tests shorten the waits. */
  worker?: Partial<MailWorkerOptions>;
  /** Tests may hand in their own; otherwise nodemailer over SMTP_URL. */
  transport?: MailTransport;
}

declare module "fastify" {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export default fp(
  async function mail(app: FastifyInstance, options: MailPluginOptions) {
    const messageIdDomain = new URL(options.siteUrl).hostname;
    if (!options.mail) {
      app.decorate("mail", { enabled: false, siteUrl: options.siteUrl, enqueue: async () => [], kick: () => {} } satisfies Mailer);
      return;
    }
    const transport = options.transport ?? smtpTransport(options.mail.smtpUrl);
    // A certificate's PDF is drawn as its e-mail goes; one withdrawn since is left off.
    const drawing: MailTransport = {
      send: async (mail, from) => {
        if (!mail.attachments.some((file) => file.certificateCode)) return transport.send(mail, from);
        const attachments = [];
        for (const file of mail.attachments) {
          if (!file.certificateCode) attachments.push(file);
          else {
            const drawn = await certificatePdf(app.db, app.storage, options.siteUrl, file.certificateCode);
            if (drawn && !drawn.revoked) attachments.push({ filename: file.filename, contentType: file.contentType, content: Buffer.from(drawn.pdf).toString("base64") });
          }
        }
        return transport.send({ ...mail, attachments }, from);
      },
      close: () => transport.close(),
    };
    const worker = new MailWorker(
      app.db,
      drawing,
      options.mail.from,
      { ...defaultMailWorkerOptions, ...options.worker },
      app.log,
    );
    app.decorate("mail", {
      enabled: true,
      siteUrl: options.siteUrl,
      enqueue: (tx, mails) => enqueueMail(tx, mails, messageIdDomain),
      kick: () => worker.kick(),
    } satisfies Mailer);
    app.addHook("onReady", async () => worker.start());
    // Registered after the database, so this runs before it closes: the e-mail being sent is marked.
    app.addHook("onClose", async () => worker.stop());
  },
  { name: "mail", dependencies: ["database"] },
);
