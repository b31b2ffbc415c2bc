import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { MailConfig } from "../../src/server/config.ts";

/** One e-mail the test SMTP server accepted, with the headers tests look at and the raw source. */
export interface ReceivedMail {
  messageId: string;
  to: string[];
  subject: string;
  raw: string;
}

/**
 * A real SMTP server in the test's process (the `smtp-server` package), on a fixed port once started
 * so it can be stopped (an outage: connections are refused) and started again at the same address.
 * `refuseData` makes it answer 451 to the message instead (a server that accepts connections but
 * not mail).
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  refuseData = false;
  /** Called for each accepted message, before the server answers 250. */
  onAccept: ((mail: ReceivedMail) => void) | undefined;
  private server: SMTPServer | undefined;
  private port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (this.refuseData) {
            const error = new Error("Try again later") as Error & { responseCode: number };
            error.responseCode = 451;
            return callback(error);
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          const mail: ReceivedMail = {
            messageId: header(raw, "message-id"),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: header(raw, "subject"),
            raw,
          };
          this.received.push(mail);
          this.onAccept?.(mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  config(): MailConfig {
    return { smtpUrl: `smtp://127.0.0.1:${this.port}`, from: "GSC Science Club <club@example.org>" };
  }

  /** The accepted e-mail to one address. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

/** The text part of an e-mail, decoded from quoted-printable as nodemailer writes it. */
export function textOf(raw: string): string {
  const match = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  const body = match?.[1] ?? "";
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** One MIME part of an e-mail (text/plain or text/html), decoded from base64 or quoted-printable as UTF-8. */
export function partOf(raw: string, type: "text/plain" | "text/html"): string | undefined {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  let parts = [raw];
  for (const boundary of boundaries) parts = parts.flatMap((part) => part.split(new RegExp(`\\r?\\n--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:--)?\\r?\\n`)));
  for (const part of parts) {
    const gap = /\r?\n\r?\n/.exec(part);
    if (!gap) continue;
    const head = part.slice(0, gap.index).replace(/\r?\n[ \t]+/g, " ");
    if (!new RegExp(`^Content-Type: ${type.replace("/", "\\/")}`, "im").test(head)) continue;
    const body = part.slice(gap.index + gap[0].length);
    const encoding = /^Content-Transfer-Encoding:\s*([\w-]+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === "base64") return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
    if (encoding === "quoted-printable") return quotedPrintable(body);
    return body;
  }
  return undefined;
}

function quotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === "=" ? /^[0-9A-F]{2}/i.exec(soft.slice(i + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** A header as written, with its RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) decoded. */
export function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : quotedPrintable(text.replaceAll("_", " ")),
    );
}

/** A received e-mail's subject, decoded. */
export const subjectOf = (mail: ReceivedMail) => decodedHeader(mail.subject);
/** A received e-mail's text part, decoded (a Bangla one is base64 or quoted-printable UTF-8). */
export const plainTextOf = (mail: ReceivedMail) => partOf(mail.raw, "text/plain") ?? "";
/** A received e-mail's HTML part, decoded; empty when it has none. */
export const htmlOf = (mail: ReceivedMail) => partOf(mail.raw, "text/html") ?? "";
