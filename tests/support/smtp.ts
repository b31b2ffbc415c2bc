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
