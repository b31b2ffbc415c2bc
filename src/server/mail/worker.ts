import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Lang } from "../../shared/lang.ts";
import type { Database } from "../db/client.ts";
import { claimDueMail, markAttemptFailed, markSent, type ClaimedMail, type MailAttachment } from "../db/repositories/mail.ts";

/** Hands one e-mail to the SMTP server; resolves once the server has accepted it. */
export interface MailTransport {
  send(mail: ClaimedMail, from: string): Promise<void>;
  close(): void;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Fonts a reader's mail program may have for Bangla script: the site's own Noto Sans Bengali, then
 * those of Android, Windows and macOS and the ones people in Bangladesh install.
 */
export const bengaliFontStack = `'Noto Sans Bengali','Hind Siliguri',SolaimanLipi,Kalpurush,Nirmala UI,Vrinda,'Bangla Sangam MN',sans-serif`;

/**
 * The HTML part of an e-mail that shows images inline (a ticket's QR code): the plain text as it is,
 * links kept clickable, then each inline image. None for English e-mail without one: those stay plain
 * text. A Bangla e-mail always has one: its root says lang="bn" and asks for a Bengali
 * font, so a mail program picks a font that joins Bangla letters rightly rather than guessing.
 */
export function inlineImagesHtml(text: string, attachments: readonly MailAttachment[], lang: Lang = "en"): string | undefined {
  const inline = attachments.filter((file) => file.cid);
  if (inline.length === 0 && lang === "en") return undefined;
  const body = escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  // The only inline image is a ticket's QR code; its description in the letter's language.
  const alt = (file: MailAttachment) => (lang === "bn" ? "টিকিটের কিউআর কোড" : file.filename.replace(/\.\w+$/, "").replaceAll("-", " "));
  const images = inline.map((file) => `<p><img src="cid:${escapeHtml(file.cid!)}" alt="${escapeHtml(alt(file))}" width="240" height="240"></p>`).join("");
  if (lang === "bn") {
    return `<!doctype html><html lang="bn"><head><meta charset="utf-8"></head><body><div style="font-family:${bengaliFontStack};white-space:pre-wrap;line-height:1.6">${body}</div>${images}</body></html>`;
  }
  return `<!doctype html><html><body><div style="font-family:sans-serif;white-space:pre-wrap">${body}</div>${images}</body></html>`;
}

/** nodemailer over SMTP_URL, with time-outs short enough to fit well inside a claim's lease. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail, from) => {
      await transporter.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: inlineImagesHtml(mail.textBody, mail.attachments, mail.lang),
        messageId: mail.messageId,
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content, "base64"),
          ...(file.cid ? { cid: file.cid, contentDisposition: "inline" as const } : {}),
        })),
      });
    },
    close: () => transporter.close(),
  };
}

export interface MailWorkerOptions {
  /** How often the outbox is looked at when nothing has been written by this process. */
  pollMs: number;
  /** How long a claim holds its rows: longer than any send takes (the transport's time-outs). */
  leaseMs: number;
  batchSize: number;
  /** The wait after the first failed attempt, doubled after each further one, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** After this many attempts a delivery is failed, until an admin retries it. */
  maxAttempts: number;
}

export const defaultMailWorkerOptions: MailWorkerOptions = {
  pollMs: 5_000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
};

/** The wait before attempt `attempts + 1`: exponential, capped, with up to a tenth added at random. */
export function retryDelayMs(attempts: number, options: Pick<MailWorkerOptions, "firstDelayMs" | "maxDelayMs">): number {
  const base = Math.min(options.firstDelayMs * 2 ** Math.max(0, attempts - 1), options.maxDelayMs);
  return Math.round(base * (1 + Math.random() * 0.1));
}

/**
 * Delivers the outbox: claims due rows, sends each, marks it sent as soon as the
 * SMTP server has accepted it, or sets its next attempt. Runs in every server process; claims keep
 * them from sending the same row. `kick()` after a commit sends at once instead of at the next poll.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly options: MailWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, "mail: the outbox could not be read"))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
          return;
        }
        this.timer = setTimeout(() => this.kick(), this.options.pollMs);
        this.timer.unref();
      });
  }

  /** Stops claiming; the e-mail being sent is finished and marked before this resolves. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close();
  }

  /** Claims and sends until nothing is due. */
  private async drain(): Promise<void> {
    while (!this.stopped) {
      const batch = await claimDueMail(this.db, this.options.batchSize, this.options.leaseMs);
      for (const mail of batch) {
        // A claimed row left unsent by a stop is due again when its lease ends.
        if (this.stopped) return;
        await this.deliver(mail);
      }
      if (batch.length < this.options.batchSize) return;
    }
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    try {
      await this.transport.send(mail, this.from);
    } catch (error) {
      const reason = describeSmtpError(error);
      const giveUp = mail.attempts >= this.options.maxAttempts;
      const retryAt = giveUp ? null : new Date(Date.now() + retryDelayMs(mail.attempts, this.options));
      this.log.warn({ outboxId: mail.id, attempts: mail.attempts, reason, giveUp }, "mail: not sent");
      await markAttemptFailed(this.db, mail.id, reason, retryAt);
      return;
    }
    // Accepted: it must not be sent again. Marking is retried while the database is briefly away.
    for (let attempt = 1; ; attempt++) {
      try {
        await markSent(this.db, mail.id);
        return;
      } catch (error) {
        if (attempt >= 5) {
          this.log.error({ err: error, outboxId: mail.id }, "mail: sent but not marked; it may be sent again when its claim ends");
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }
}

/** The SMTP server's answer or the connection's failure, without the message itself. */
function describeSmtpError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode, response } = error as Error & { code?: string; responseCode?: number; response?: string };
  const parts = [code, responseCode, response ?? error.message].filter((part) => part !== undefined && part !== "");
  return parts.join(" ").slice(0, 500);
}
