import { doorWords, type CheckInMark, type OfflineList, type ScanAnswer } from "../../contract.ts";
import { importTicketKey, sameCode, ticketCodeWithWebKey } from "../../ticket-code.ts";
import { parseTicket } from "#shared/tickets.ts";

/**
 * The door's rules on this device's copy (decision 121): what a scan or a check-in answers with no
 * network, and each ticket's check-in as the device knows it. The server's answer is the truth online;
 * offline these answer the same way from the list the server sent (with each ticket's verifier under
 * the event's offline key) and the check-ins made or learnt since.
 */

/** A check-in this device knows of beyond its list: made here offline (pending sync) or answered by the server since. */
export interface DoorMark extends CheckInMark {
  registrationId: string;
  /** Made offline and waiting in the queue to sync. */
  pending: boolean;
  /** The server says no check-in now (an undo seen since the list): `at` and `by` mean nothing. */
  undone?: boolean;
  /** When this device learnt the server's word (device time): a list asked for after it holds it already. */
  learntAt?: number;
}

/** What the door shows: the server's answer, or one from this device's copy. */
export type DoorAnswer = (ScanAnswer | { result: "unknown_here" } | { result: "undone"; name: string }) & {
  /** Answered from this device's copy, not by the server. */
  local?: boolean;
};

export interface DoorPersonRow {
  registrationId: string;
  reference: string;
  name: string | null;
  category: string;
  checkedIn: CheckInMark | null;
}

/** The earlier of two check-ins: the one every device ends up showing. */
export function earlierMark(a: CheckInMark | null, b: CheckInMark | null): CheckInMark | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b.at) < Date.parse(a.at) ? b : a;
}

/**
 * The offline list indexed for the door, with the marks laid over it: those still queued here, and the
 * server's word learnt since the list was asked for (`fetchedAt`, device time). One learnt before it is
 * in the list already and is left out, so a list and marks read at different moments never disagree.
 */
export class DoorCopy {
  readonly byId = new Map<string, OfflineList["rows"][number]>();
  readonly byReference = new Map<string, OfflineList["rows"][number]>();
  readonly marks: ReadonlyMap<string, DoorMark>;
  private key: Promise<CryptoKey> | undefined;

  constructor(
    readonly list: OfflineList,
    marks: ReadonlyMap<string, DoorMark>,
    readonly fetchedAt: number,
  ) {
    for (const row of list.rows) {
      this.byId.set(row[0], row);
      this.byReference.set(row[1], row);
    }
    this.marks = new Map([...marks].filter(([, mark]) => mark.pending || (mark.learntAt ?? fetchedAt) >= fetchedAt));
  }

  withMarks(marks: ReadonlyMap<string, DoorMark>): DoorCopy {
    const copy = new DoorCopy(this.list, marks, this.fetchedAt);
    copy.key = this.key;
    return copy;
  }

  /**
   * The check-in of a ticket as this device knows it. The server's word learnt since the list (an
   * answer, a sync, another device's change or undo) is the truth; a check-in made here offline counts
   * against the list's by the earlier time, as the server will.
   */
  checkInOf(registrationId: string): CheckInMark | null {
    const row = this.byId.get(registrationId);
    if (!row) return null;
    const mark = this.marks.get(registrationId);
    if (mark && !mark.pending) return mark.undone ? null : { at: mark.at, by: mark.by };
    const listed = row[4] ? { at: new Date(row[4] * 1000).toISOString(), by: this.list.checkers[row[5]] || null } : null;
    return earlierMark(listed, mark ? { at: mark.at, by: mark.by } : null);
  }

  person(registrationId: string): DoorPersonRow | null {
    const row = this.byId.get(registrationId);
    if (!row) return null;
    return { registrationId, reference: row[1], name: row[2], category: this.list.categories[row[3]] ?? "", checkedIn: this.checkInOf(registrationId) };
  }

  /** Whether the scanned text is a ticket of this event's list: its code's verifier under the offline key is the row's. */
  private async verified(text: string): Promise<{ row: OfflineList["rows"][number] } | { refused: ScanAnswer } | null> {
    const scanned = parseTicket(text);
    if (!scanned) return { refused: { result: "forged" } };
    const row = this.byReference.get(scanned.reference);
    if (!row) {
      const reason = this.list.refused[scanned.reference];
      return reason ? { refused: { result: reason, reference: scanned.reference } } : null;
    }
    this.key ??= importTicketKey(this.list.offlineKey);
    const verifier = await ticketCodeWithWebKey(await this.key, scanned.code);
    return sameCode(verifier, row[6]) ? { row } : { refused: { result: "forged" } };
  }

  /**
   * A scan answered from the copy: red for a forged code or a refused reference; amber if checked in;
   * else green, and `checkIn` is the check-in to keep and queue. A reference the list does not hold
   * cannot be told apart offline (another event's ticket, or a made-up one): `unknown_here`.
   */
  async scan(text: string, me: CheckInMark): Promise<{ answer: DoorAnswer; checkIn?: DoorMark }> {
    const found = await this.verified(text);
    if (!found) return { answer: { result: "unknown_here", local: true } };
    if ("refused" in found) return { answer: { ...found.refused, local: true } };
    return this.admit(found.row[0], me);
  }

  /** A check-in by id (from a search) answered from the copy. */
  admit(registrationId: string, me: CheckInMark): { answer: DoorAnswer; checkIn?: DoorMark } {
    const person = this.person(registrationId);
    if (!person) return { answer: { result: "unknown_here", local: true } };
    const { checkedIn, ...who } = person;
    if (checkedIn) return { answer: { result: "already", checkedIn, ...who, local: true } };
    return { answer: { result: "checked_in", checkedIn: me, ...who, local: true }, checkIn: { registrationId, at: me.at, by: me.by, pending: true } };
  }

  /**
   * Names whose words begin with the typed words, and references beginning with the text, as the
   * server's search (no phones or e-mails: the copy holds none), at most `limit`.
   */
  search(text: string, limit = 20): { results: DoorPersonRow[]; more: boolean } {
    const wanted = text.trim().toLocaleLowerCase("en");
    if (wanted.length < 2) return { results: [], more: false };
    const words = doorWords(wanted);
    const found: DoorPersonRow[] = [];
    for (const row of this.list.rows) {
      const nameWords = row[2] ? doorWords(row[2]) : [];
      const byName = words.length > 0 && words.every((word) => nameWords.some((part) => part.startsWith(word)));
      if (!(byName || row[1].toLowerCase().startsWith(wanted))) continue;
      if (found.length === limit) return { results: found, more: true };
      found.push(this.person(row[0])!);
    }
    return { results: found, more: false };
  }

  /** Checked in of registered, in all and per category, as this device knows it. */
  count(): { checkedIn: number; registered: number; categories: { name: string; checkedIn: number; registered: number }[] } {
    const categories = this.list.categories.map((name) => ({ name, checkedIn: 0, registered: 0 }));
    for (const row of this.list.rows) {
      const category = categories[row[3]]!;
      category.registered++;
      if (this.checkInOf(row[0])) category.checkedIn++;
    }
    return { registered: this.list.rows.length, checkedIn: categories.reduce((sum, c) => sum + c.checkedIn, 0), categories };
  }
}

/** When the device's copy of an event is wiped: a day after it ended (or started, when no end is set). */
export function wipeAfter(event: OfflineList["event"]): number {
  return Date.parse(event.endsAt ?? event.startsAt) + 24 * 3600_000;
}

/** The page's performance measure of storing a fetched list (scripts/door-storage-bench.ts reads it). */
export const doorStoredMeasure = "door: list stored";

/** A walk-in's reference until the server gives its own: "OFF-" and six letters or digits no one misreads. */
export function provisionalReference(random: Uint8Array = crypto.getRandomValues(new Uint8Array(6))): string {
  const letters = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
  return `OFF-${Array.from(random, (byte) => letters[byte % letters.length]).join("")}`;
}
