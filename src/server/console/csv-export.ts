import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * A spreadsheet program runs a cell that starts with one of these as a formula (CSV injection);
 * such a cell gets a leading apostrophe, which the program shows as text.
 */
const formulaStarts = new Set(["=", "+", "-", "@", "\t", "\r"]);

export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join("; ") : String(value);
  return text.length > 0 && formulaStarts.has(text[0]!) ? `'${text}` : text;
}

export interface CsvExport {
  /** The file name offered to the browser, without personal data: e.g. "applications-2026-11-24.csv". */
  filename: string;
  header: readonly string[];
  /** The rows, read in batches as the response is written: an export never holds the whole table. */
  rows: AsyncIterable<readonly unknown[]>;
}

/**
 * Streams a CSV export: UTF-8 with a byte-order mark, so spreadsheet programs show Bangla names,
 * and every cell neutralised against formula injection. Backpressure from the socket pauses the
 * database reads.
 */
export function sendCsv(reply: FastifyReply, csv: CsvExport): FastifyReply {
  const cells = async function* () {
    yield csv.header.map(neutraliseCell);
    for await (const row of csv.rows) yield row.map(neutraliseCell);
  };
  const stream = Readable.from(cells()).pipe(stringify({ bom: true, record_delimiter: "\r\n" }));
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${csv.filename}"`)
    .header("cache-control", "no-store")
    .send(stream);
}

/**
 * Reads a table in pages by a (created_at, id) key, each page continuing after the last row of the
 * one before in whichever direction `readPage` orders (the applications and registrations exports
 * go newest first, as their tables do), so an export of 50,000 rows holds one page in memory at a
 * time and never skips or repeats a row.
 */
export async function* inBatches<T extends { createdAt: Date; id: string }>(
  readPage: (after: { createdAt: Date; id: string } | undefined, limit: number) => Promise<T[]>,
  batchSize = 1000,
): AsyncGenerator<T> {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const page = await readPage(after, batchSize);
    yield* page;
    if (page.length < batchSize) return;
    const last = page[page.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** Dhaka's offset from UTC: +6 all year, with no daylight saving since 2009. */
const dhakaOffsetMs = 6 * 60 * 60 * 1000;

/**
 * An instant as an export cell, "2026-01-31 23:30" in Dhaka: sorts as text, and spreadsheet
 * programs read it as a date and time. Worked out from the fixed offset, not with Intl, which costs
 * ten times as much on 50,000 rows.
 */
export function dhakaDateTime(date: Date): string {
  const iso = new Date(date.getTime() + dhakaOffsetMs).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** Poisha as a taka cell: "150", or "150.50" when there are poisha. */
export const taka = (poisha: number) => (poisha % 100 === 0 ? String(poisha / 100) : (poisha / 100).toFixed(2));

/** Today's date in the club's time zone, for export file names. */
export function exportDate(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka" }).format(now);
}

/**
 * The activity entry of an export: who exported which list with which filters (those set, as text),
 * and whether a search narrowed it, but never what was searched for: a search is often a name, a phone
 * number or an e-mail address.
 */
export function recordExport(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: { area: string; subjectType: string; filters: Record<string, string | number | boolean | undefined>; searched: boolean },
): Promise<void> {
  const organiser = request.organiser!;
  const filters = Object.fromEntries(Object.entries(entry.filters).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  return app.recordActivity({
    actor: { id: organiser.id, email: organiser.email },
    action: "export",
    subjectType: entry.subjectType,
    details: { area: entry.area, filters, searched: entry.searched },
  });
}
