import { amountTooLargeReason, pasteMessages, pasteRules, paymentRules, type Wallet } from "./contract.ts";
import { normalisePhone } from "#shared/phone.ts";

/**
 * Wallet SMS the club's phone receives, read into received payments (
 * docs/decisions/107). Only layouts seen in public samples are read (wallet-sms.fixtures.ts cites
 * each); anything else is refused with a sentence saying why, never guessed at. Amounts are whole
 * poisha computed on the digits, times are the SMS's own Dhaka wall-clock time.
 *
 * Server-side only by choice: the server parses pasted and forwarded SMS alike, so one copy of these
 * rules decides what a payment is; nothing here needs the database, so it can move to shared/ if
 * the console ever previews a paste in the browser.
 */

export type { Wallet };

/**
 * What a received message is: Send Money from a person ("You have received Tk",
 * Nagad "Money Received."), a payment through a payment link ("received payment Tk"), a bank's
 * deposit ("received a deposit of Tk"), an agent's Cash In. The last two are no membership fee a
 * person sent, and are set aside as they are stored.
 */
export type ReceivedKind = "received" | "payment_link" | "bank_deposit" | "cash_in";

/** Why the parser sets a kind aside, or undefined for a kind that may be a fee. */
export const setAsideByParser: Partial<Record<ReceivedKind, string>> = {
  cash_in: "Set aside by the reader: an agent's Cash In is money put into the wallet, not a membership fee someone sent.",
  bank_deposit: "Set aside by the reader: a deposit from a bank is not a membership fee someone sent.",
};

export interface ReceivedPayment {
  /** "rocket" is in the type for the matching to come, but no layout here yields it yet: no reliable sample was found. */
  wallet: Wallet;
  /** Whole poisha: Tk 200 is 20000. */
  amountPoisha: number;
  /** The sender's number in the stored form 01XXXXXXXXX, or null when the SMS names a business or a bank instead. */
  senderNumber: string | null;
  /** Upper-cased and trimmed, as applications' transaction IDs are compared. */
  transactionId: string;
  /** The SMS's own date and time, read as Dhaka time (UTC+6). */
  receivedAt: Date | null;
  balancePoisha: number | null;
  kind: ReceivedKind;
}

export type ParsedSms = { ok: true; payment: ReceivedPayment } | { ok: false; reason: string };

export const walletNames: Record<Wallet, string> = { bkash: "bKash", nagad: "Nagad", rocket: "Rocket" };

/** Longer than any SMS (a long SMS is at most a few hundred characters): refused before any pattern runs. */
export const longestSms = 2000;

const banglaZero = 0x09e6;
const digit = "[0-9\u09E6-\u09EF]";
/** An amount as written (digits, thousands commas, decimals), captured as `name` when given. Bounded, so no pattern backtracks far. */
const amount = (name?: string) => `(${name ? `?<${name}>` : "?:"}${digit}[0-9\u09E6-\u09EF,]{0,15}(?:\\.${digit}{1,4})?)`;
/** The SMS's own time, DD/MM/YYYY HH:MM. */
const when = "(?<day>\\d{2})/(?<month>\\d{2})/(?<year>\\d{4}) (?<hour>\\d{2}):(?<minute>\\d{2})";
const transactionId = "(?<id>[A-Za-z0-9]{6,20})";
/** After the time: an optional full stop and whatever the wallet appends ("Download App: …"). */
const trailer = "(?:\\.?(?: (?<trailer>.*))?)$";

/**
 * Whole poisha of an amount as wallets and people write it: "Tk 1,200.50", "Tk200", "200.00 TK",
 * "৳ ২০০", "২০০ টাকা". Done on the digits as text, never through a float. Null when it is not one
 * amount, or has more than two decimals that are not zeros (no rounding of money).
 */
export function poishaFromAmount(written: string): number | null {
  const bare = written
    .trim()
    .replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - banglaZero))
    .replace(/^(?:Tk\.?|TK\.?|BDT|৳|টাকা)\s*/i, "")
    .replace(/\s*(?:Tk\.?|TK\.?|BDT|৳|টাকা)$/i, "");
  const parts = /^(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d+))?$/.exec(bare);
  if (!parts) return null;
  const whole = (parts[1] ?? "").replace(/,/g, "");
  const fraction = (parts[2] ?? "").replace(/0+$/, "");
  if (fraction.length > 2 || whole.length > 12) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The instant of a Dhaka wall-clock time, or null when the fields are no real date (31/02, 25:00). */
function dhakaInstant(day: string, month: string, year: string, hour: string, minute: string): Date | null {
  const instant = new Date(`${year}-${month}-${day}T${hour}:${minute}:00+06:00`);
  if (Number.isNaN(instant.getTime())) return null;
  const local = new Date(instant.getTime() + 6 * 60 * 60 * 1000).toISOString();
  return local.startsWith(`${year}-${month}-${day}T${hour}:${minute}`) ? instant : null;
}

/** One SMS on one line: runs of spaces, line breaks and no-break spaces made one space. */
function oneLine(text: string): string {
  return text.replace(/\u200B|\u200C|\u200D|\uFEFF/g, "").replace(/\s+/g, " ").trim();
}

interface Layout {
  wallet: Wallet;
  /** What the layout is, for a reason when a message starts like it but is not whole. */
  name: string;
  /** How the message starts: a text starting so and failing `pattern` is cut short or altered. */
  opening: RegExp;
  /**
   * The whole message, anchored at both ends. Named groups: amount, sender, id, day, month, year,
   * hour, minute, balance, trailer. The sender's free "Ref" text comes before the transaction ID in
   * both wallets' layouts, so a trailer repeating the ID label means someone wrote a fake one there.
   */
  pattern: RegExp;
  /** The label of the transaction ID, which must not appear again after the real one. */
  idLabel: RegExp;
}

const layouts: readonly Layout[] = [
  {
    // "You have received Tk 5,075.00 from 01735814791. Fee Tk 0.00. Balance Tk 6,075.50. TrxID BLU1H6X87P at 30/12/2024 13:22"
    // and its "received payment Tk" (payment link) and "received a deposit of Tk" (bank) forms.
    wallet: "bkash",
    name: "bKash payment received",
    opening: /^You have received (?:payment |a deposit of )?Tk/i,
    pattern: new RegExp(
      `^You have received (?<form>payment |a deposit of )?Tk ?${amount("amount")} from (?<sender>[^.]{1,60}?)\\. ?` +
        `(?:Ref .{0,100}?\\. )?(?:Fee Tk ?${amount()}\\. )?Balance Tk ?${amount("balance")}\\. ` +
        `TrxID ${transactionId} at ${when}${trailer}`,
      "i",
    ),
    idLabel: /TrxID/i,
  },
  {
    // "Cash In Tk 1,000.00 from 01835908735 successful. Fee Tk 0.00. Balance Tk 1,607.90. TrxID CK710WRNDB at 07/11/2025 22:21. Download App: …"
    wallet: "bkash",
    name: "bKash Cash In",
    opening: /^Cash In Tk/i,
    pattern: new RegExp(
      `^Cash In Tk ?${amount("amount")} from (?<sender>[^.]{1,60}?) successful\\. ` +
        `(?:Fee Tk ?${amount()}\\. )?Balance Tk ?${amount("balance")}\\. ` +
        `TrxID ${transactionId} at ${when}${trailer}`,
      "i",
    ),
    idLabel: /TrxID/i,
  },
  {
    // "Money Received.\nAmount: Tk 10.00\nSender: 01969865701\nRef: shaon\nTxnID: 755NFG4S\nBalance: Tk 10.00\n01/04/2026 07:26"
    wallet: "nagad",
    name: "Nagad money received",
    opening: /^Money Received\./i,
    pattern: new RegExp(
      `^Money Received\\. Amount: Tk ?${amount("amount")} Sender: (?<sender>[^ ]{1,30}) ` +
        `(?:Ref: .{0,100}? )?TxnID: ${transactionId} ` +
        `Balance: Tk ?${amount("balance")} ${when}${trailer}`,
      "i",
    ),
    idLabel: /TxnID/i,
  },
];

/** Messages that are no payment received, in the order they are told apart, each with its reason. */
const refusals: readonly { test: RegExp; reason: string }[] = [
  { test: /unsuccessful|failed|has been returned|reversed/i, reason: "This is a failed or returned transaction, not a payment received." },
  { test: /verification code|\bOTP\b|one[- ]time (?:pin|password)|\bPIN\b.*\b(?:never|do not) share|never share.*\bPIN\b/i, reason: "This is a verification code (OTP), not a payment." },
  { test: /received Cashback|\bCashback Tk/i, reason: "This is a cashback from the wallet, not a payment from a person." },
  { test: /^(?:Send Money Tk|You have sent)/i, reason: "This is a payment sent, not received." },
  { test: /^Cash ?Out\b|\bCash ?Out Tk/i, reason: "This is a cash out, not a payment received." },
  { test: /^Payment (?:of )?Tk .* to /i, reason: "This is a payment made from this wallet, not received." },
  { test: /^Bill successfully paid|^Bill payment/i, reason: "This is a bill payment made from this wallet, not received." },
  { test: /recharge|airtime/i, reason: "This is a mobile recharge, not a payment received." },
];

const bangla = /[\u0980-\u09FF]/;

function reasonForUnread(line: string): string {
  const opened = layouts.find((layout) => layout.opening.test(line));
  if (opened) {
    return `This starts like a ${opened.name} but does not have its whole layout (amount, sender, transaction ID, balance and time): it may have been cut short when copied.`;
  }
  const refusal = refusals.find(({ test }) => test.test(line));
  if (refusal) return refusal.reason;
  if (/\bRocket\b|\bDBBL\b|Dutch[- ]Bangla/i.test(line)) {
    return "Rocket messages are not read yet: no reliable public sample of one was found. Check this payment by hand.";
  }
  if (bangla.test(line)) {
    return "Wallet messages in Bangla are not read yet: no public sample of one was found. Check this payment by hand.";
  }
  if (!/Trx ?ID|Txn ?ID/i.test(line)) {
    return "This message has no transaction ID, so it is no payment (a promotion or a notice?).";
  }
  return "This is not a wallet message we can read.";
}

/** One SMS read into a received payment, or why it is not one. Never throws. */
export function parseWalletSms(text: string): ParsedSms {
  if (typeof text !== "string" || text.trim() === "") return { ok: false, reason: "The text is empty." };
  if (text.length > longestSms) return { ok: false, reason: `This text is longer than ${longestSms} characters, too long to be one SMS.` };
  const line = oneLine(text);
  for (const layout of layouts) {
    const match = layout.pattern.exec(line);
    const found = match?.groups;
    if (!found) continue;
    if (found.trailer !== undefined && layout.idLabel.test(found.trailer)) {
      return { ok: false, reason: `This ${layout.name} names a second transaction ID after the first, so it cannot be trusted. Check it by hand.` };
    }
    const amountPoisha = poishaFromAmount(found.amount ?? "");
    if (amountPoisha === null) return { ok: false, reason: `The amount "${found.amount}" of this ${layout.name} is not an amount in taka.` };
    if (amountPoisha === 0) return { ok: false, reason: `This ${layout.name} is for Tk 0, so it pays nothing.` };
    if (amountPoisha > paymentRules.maxAmountPoisha) return { ok: false, reason: amountTooLargeReason(amountPoisha) };
    const receivedAt = dhakaInstant(found.day ?? "", found.month ?? "", found.year ?? "", found.hour ?? "", found.minute ?? "");
    if (receivedAt === null) return { ok: false, reason: `The date and time of this ${layout.name} are not a real date.` };
    return {
      ok: true,
      payment: {
        wallet: layout.wallet,
        amountPoisha,
        senderNumber: normalisePhone(found.sender ?? ""),
        transactionId: (found.id ?? "").trim().toUpperCase(),
        receivedAt,
        balancePoisha: poishaFromAmount(found.balance ?? ""),
        kind: layout.name === "bKash Cash In" ? "cash_in" : /deposit/i.test(found.form ?? "") ? "bank_deposit" : found.form ? "payment_link" : "received",
      },
    };
  }
  return { ok: false, reason: reasonForUnread(line) };
}

/**
 * The wallet an SMS sender belongs to, by its name as phones show it ("bKash", "NAGAD") or the
 * wallet's short number (bKash 16247, Nagad 16167): a forwarded text must be in the layout of its
 * sender's wallet, so a bKash text from a "Nagad" sender is refused. Null for
 * any other sender.
 */
export function walletOfSender(from: string): Wallet | null {
  const name = from.trim().toLowerCase().replace(/[\s-]+/g, "");
  if (/^(?:\+?88)?16247$/.test(name) || /bkash/.test(name)) return "bkash";
  if (/^(?:\+?88)?16167$/.test(name) || /nagad/.test(name)) return "nagad";
  if (/rocket|dbbl/.test(name)) return "rocket";
  return null;
}

/** Where a new SMS starts inside a block of pasted lines with no blank line between messages. */
const smsStart =
  /^(?:You have (?:received|sent)|Money Received\.|Cash In Tk|Cash ?Out|Send Money|Payment (?:of )?Tk|Bill successfully paid|Sorry,|Congratulations!|Your bKash)/i;

export interface PastedPayment {
  /** The line of the paste where this SMS starts, counting from 1. */
  line: number;
  payment: ReceivedPayment;
}

export interface PastedRejection {
  line: number;
  text: string;
  reason: string;
}

/** The pasted text cut into SMS: at blank lines, and where a line starts a new message. */
function splitPaste(pasted: string): { line: number; text: string }[] {
  const messages: { line: number; lines: string[] }[] = [];
  let current: { line: number; lines: string[] } | null = null;
  pasted.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const text = raw.trim();
    if (text === "") {
      current = null;
      return;
    }
    if (current === null || smsStart.test(text)) {
      current = { line: index + 1, lines: [] };
      messages.push(current);
    }
    current.lines.push(text);
  });
  return messages.map(({ line, lines }) => ({ line, text: lines.join("\n") }));
}

/** Reads one message of a paste, or says why not; a repeat of a wallet and ID seen before is read once. */
function readOne(
  { line, text }: { line: number; text: string },
  seen: Map<string, number>,
): { payment: PastedPayment } | { rejected: PastedRejection } {
  const parsed = parseWalletSms(text);
  if (!parsed.ok) return { rejected: { line, text, reason: parsed.reason } };
  const key = `${parsed.payment.wallet} ${parsed.payment.transactionId}`;
  const first = seen.get(key);
  if (first !== undefined) {
    return { rejected: { line, text, reason: `This is the same ${walletNames[parsed.payment.wallet]} transaction ${parsed.payment.transactionId} as on line ${first}, read once.` } };
  }
  seen.set(key, line);
  return { payment: { line, payment: parsed.payment } };
}

/**
 * Many SMS pasted at once (the console's Payments page), each read. The same wallet and
 * transaction ID twice in one paste is read once; the repeat is shown with the line it repeats.
 */
export function parseWalletSmsBatch(pasted: string): { payments: PastedPayment[]; rejected: PastedRejection[] } {
  const payments: PastedPayment[] = [];
  const rejected: PastedRejection[] = [];
  const seen = new Map<string, number>();
  for (const message of splitPaste(typeof pasted === "string" ? pasted : "")) {
    const read = readOne(message, seen);
    if ("payment" in read) payments.push(read.payment);
    else rejected.push(read.rejected);
  }
  return { payments, rejected };
}

/** Messages read between two yields to the event loop: a few milliseconds of work each. */
const pasteStep = 200;

export type ReadPaste =
  | { ok: true; payments: PastedPayment[]; rejected: PastedRejection[]; rejectedCount: number }
  | { ok: false; message: string };

/**
 * A whole paste as the server reads it: refused whole past
 * `pasteRules.maxMessages` messages, else read a step at a time, letting other requests be answered
 * between steps, keeping only the first `pasteRules.refusedListed` parts not read (and their count).
 */
export async function readPastedSms(pasted: string): Promise<ReadPaste> {
  const messages = splitPaste(typeof pasted === "string" ? pasted : "");
  if (messages.length > pasteRules.maxMessages) return { ok: false, message: pasteMessages.tooManyMessages };
  const payments: PastedPayment[] = [];
  const rejected: PastedRejection[] = [];
  let rejectedCount = 0;
  const seen = new Map<string, number>();
  for (let start = 0; start < messages.length; start += pasteStep) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const message of messages.slice(start, start + pasteStep)) {
      const read = readOne(message, seen);
      if ("payment" in read) {
        payments.push(read.payment);
        continue;
      }
      rejectedCount++;
      if (rejected.length < pasteRules.refusedListed) rejected.push(read.rejected);
    }
  }
  return { ok: true, payments, rejected, rejectedCount };
}
