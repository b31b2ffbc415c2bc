import { parse } from "csv-parse/sync";
import { amountTooLargeReason, paymentRules, wallets, type RefusedLine, type Wallet } from "./contract.ts";
import { normalisePhone } from "#shared/phone.ts";
import type { PaymentToStore } from "./store.server.ts";
import { poishaFromAmount } from "./wallet-sms.ts";

/**
 * A wallet statement file in CSV (docs/decisions/109). No public sample of a bKash or
 * Nagad statement export was found, so no layout is presented as theirs: the file must have a
 * header row, and its columns are found by the names below, in any order and letter case, with
 * spaces, dots, underscores and brackets ignored. Anything else in the file is left alone.
 */
export const statementColumns = {
  transactionId: ["transactionid", "trxid", "txnid", "transaction", "trx", "txn"],
  amount: ["amount", "amounttk", "amountbdt", "amounttaka", "credit", "received"],
  dateTime: ["datetime", "dateandtime", "transactiondate", "transactiontime", "time", "date"],
  date: ["date", "transactiondate"],
  time: ["time", "transactiontime"],
  sender: ["from", "sender", "sendernumber", "fromnumber", "fromaccount", "senderaccount"],
  wallet: ["wallet", "walletname", "provider"],
} as const;

export const statementRules = {
  /** A statement of a whole membership drive is a few thousand rows; 2 MB is far more. */
  maxBytes: 2 * 1024 * 1024,
  maxRows: 10_000,
} as const;

export const statementMessages = {
  empty: "The statement file is empty.",
  noHeader: "The statement file needs a header row naming its columns, e.g. Transaction ID, Amount, Date, From.",
  noTransactionId: 'The statement file has no transaction ID column: name it "Transaction ID", "TrxID" or "TxnID".',
  noAmount: 'The statement file has no amount column: name it "Amount".',
  noWallet: 'Say which wallet the statement is from: add a "Wallet" column, or send wallet=bkash, nagad or rocket with the file.',
  tooManyRows: `A statement file may have at most ${statementRules.maxRows.toLocaleString("en-IN")} rows; send it in parts.`,
  unreadable: "The statement file is not CSV that can be read (check its quotes and separators).",
} as const;

const key = (name: string) => name.normalize("NFKC").toLowerCase().replace(/[\s._\-()[\]/&#:]+/g, "");

function findColumn(header: readonly string[], names: readonly string[], taken: ReadonlySet<number> = new Set()): number | undefined {
  for (const name of names) {
    const index = header.findIndex((column, i) => !taken.has(i) && key(column) === name);
    if (index !== -1) return index;
  }
  return undefined;
}

const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);

/** A date and time as statements and SMS write it, read as Dhaka time unless it names its zone; null when it is none. */
export function readStatementTime(written: string): Date | null {
  const text = written.trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$/.exec(text);
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AaPp][Mm])?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  let parts: { year: string; month: string; day: string; hour: string; minute: string; second: string; meridiem?: string; zone?: string };
  if (dayFirst) {
    parts = { day: dayFirst[1]!, month: dayFirst[2]!, year: dayFirst[3]!, hour: dayFirst[4] ?? "0", minute: dayFirst[5] ?? "00", second: dayFirst[6] ?? "00", meridiem: dayFirst[7] };
  } else if (yearFirst) {
    parts = { year: yearFirst[1]!, month: yearFirst[2]!, day: yearFirst[3]!, hour: yearFirst[4] ?? "0", minute: yearFirst[5] ?? "00", second: yearFirst[6] ?? "00", meridiem: yearFirst[7], zone: yearFirst[8] };
  } else {
    return null;
  }
  let hour = Number(parts.hour);
  if (parts.meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (/p/i.test(parts.meridiem) ? 12 : 0);
  }
  const pad = (n: string | number) => String(n).padStart(2, "0");
  const local = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(hour)}:${pad(parts.minute)}:${pad(parts.second)}`;
  const zone = parts.zone === undefined ? "+06:00" : parts.zone === "Z" ? "Z" : parts.zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const instant = new Date(`${local}${zone}`);
  if (Number.isNaN(instant.getTime())) return null;
  // Refuse dates that would roll over (31/02): the fields must come back as written.
  if (parts.zone === undefined) {
    const back = new Date(instant.getTime() + 6 * 60 * 60 * 1000).toISOString().slice(0, 19);
    if (back !== local) return null;
  }
  return instant;
}

export type StatementResult =
  | { ok: true; payments: (PaymentToStore & { line: number })[]; refused: RefusedLine[] }
  | { ok: false; message: string };

/** Reads a statement file's rows into payments, refusing each row that is not one with its line and why. */
export function readStatement(csv: string, givenWallet: Wallet | undefined): StatementResult {
  const text = csv.replace(/^\uFEFF/, "");
  if (text.trim() === "") return { ok: false, message: statementMessages.empty };
  type Row = { record: string[]; info: { lines: number }; raw: string };
  let records: Row[];
  try {
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      raw: true,
      bom: true,
      // A statement may be separated by commas, semicolons or tabs.
      delimiter: [",", ";", "\t"],
      max_record_size: 10_000,
      to: statementRules.maxRows + 2,
    }) as unknown as Row[];
  } catch {
    return { ok: false, message: statementMessages.unreadable };
  }
  const [head, ...rows] = records;
  if (!head) return { ok: false, message: statementMessages.empty };
  if (rows.length > statementRules.maxRows) return { ok: false, message: statementMessages.tooManyRows };
  const header = head.record;
  const idColumn = findColumn(header, statementColumns.transactionId);
  if (idColumn === undefined) return { ok: false, message: header.some((c) => /\d{3,}/.test(c)) ? statementMessages.noHeader : statementMessages.noTransactionId };
  const amountColumn = findColumn(header, statementColumns.amount);
  if (amountColumn === undefined) return { ok: false, message: statementMessages.noAmount };
  const taken = new Set([idColumn, amountColumn]);
  const dateColumn = findColumn(header, statementColumns.date, taken);
  const timeColumn = findColumn(header, statementColumns.time, new Set([...taken, ...(dateColumn === undefined ? [] : [dateColumn])]));
  const dateTimeColumn = dateColumn !== undefined && timeColumn !== undefined ? undefined : findColumn(header, statementColumns.dateTime, taken);
  const senderColumn = findColumn(header, statementColumns.sender, taken);
  const walletColumn = findColumn(header, statementColumns.wallet, taken);
  if (walletColumn === undefined && givenWallet === undefined) return { ok: false, message: statementMessages.noWallet };

  const payments: (PaymentToStore & { line: number })[] = [];
  const refused: RefusedLine[] = [];
  const seen = new Map<string, number>();
  for (const { record, info, raw } of rows) {
    const line = info.lines;
    const refuse = (reason: string) => refused.push({ line, text: cut(raw.trim()), reason });
    const cell = (index: number | undefined) => (index === undefined ? "" : (record[index] ?? "").trim());
    let wallet = givenWallet;
    if (walletColumn !== undefined) {
      const named = key(cell(walletColumn));
      const found = wallets.find((w) => w === named);
      if (!found) {
        refuse(`The wallet "${cut(cell(walletColumn))}" is not one of bKash, Nagad or Rocket.`);
        continue;
      }
      wallet = found;
    }
    const transactionId = cell(idColumn).toUpperCase();
    if (!/^[A-Z0-9]{6,20}$/.test(transactionId)) {
      refuse(transactionId === "" ? "This row has no transaction ID." : "The transaction ID must be 6 to 20 letters and digits.");
      continue;
    }
    const written = cell(amountColumn);
    if (/^-|^\(.*\)$/.test(written)) {
      refuse("This row is money sent or taken out (a negative amount), not a payment received.");
      continue;
    }
    const amountPoisha = poishaFromAmount(written);
    if (amountPoisha === null) {
      refuse(written === "" ? "This row has no amount." : "The amount is not a number of taka with at most two decimals.");
      continue;
    }
    if (amountPoisha <= 0) {
      refuse("The amount must be more than Tk 0.");
      continue;
    }
    if (amountPoisha > paymentRules.maxAmountPoisha) {
      refuse(amountTooLargeReason(amountPoisha));
      continue;
    }
    let receivedAt: Date | null = null;
    const when = dateTimeColumn !== undefined ? cell(dateTimeColumn) : [cell(dateColumn), cell(timeColumn)].filter((part) => part !== "").join(" ");
    if (when !== "") {
      receivedAt = readStatementTime(when);
      if (receivedAt === null) {
        refuse("The date is not one that can be read: write it DD/MM/YYYY HH:MM or YYYY-MM-DD HH:MM.");
        continue;
      }
    }
    const sender = cell(senderColumn);
    const repeat = seen.get(`${wallet} ${transactionId}`);
    if (repeat !== undefined) {
      refuse(`This is the same transaction ${transactionId} as on line ${repeat}, read once.`);
      continue;
    }
    seen.set(`${wallet} ${transactionId}`, line);
    payments.push({ line, wallet: wallet!, amountPoisha, senderNumber: sender === "" ? null : normalisePhone(sender), transactionId, receivedAt });
  }
  return { ok: true, payments, refused };
}
