import { openDB, type DBSchema, type IDBPDatabase, type StoreNames } from "idb";
import type { OfflineList, WalkInBody } from "../../contract.ts";
import { wipeAfter, type DoorMark } from "./door-logic.ts";
import { doorDatabaseName } from "./door-wipe.ts";

/**
 * The door's copy on this device, in IndexedDB through idb: per event the offline list
 * as the server sent it (with its ETag), the check-ins learnt or made since (marks), and the queue of
 * check-ins made offline that wait to sync. Loaded only by the door page (and by the sweep on a device
 * that holds a copy).
 */

export interface StoredEvent {
  eventId: string;
  list: OfflineList;
  etag: string;
  /** When the list was asked for (device time): marks learnt before it are in it. */
  fetchedAt: number;
  /** When the server last said this version is current (a 200 or a 304), device time: shown at the door. */
  confirmedAt?: number;
  wipeAfter: number;
}

export interface StoredMark extends DoorMark {
  eventId: string;
  learntAt: number;
}

export interface QueuedCheckIn {
  eventId: string;
  registrationId: string;
  /** The device's time of the check-in, ISO: the earliest wins when it syncs. */
  at: string;
  /** Who scanned it: the server keeps it only from that organiser's own session. */
  scannedBy: string;
  scannedByName: string;
  /** The offline list's download it was made from (its token): the time must fall between that and the sync. */
  listToken: string;
}

/** Who made an offline check-in, and from which download of the list. */
export interface Scanner {
  id: string;
  name: string;
  listToken: string;
}

/**
 * A walk-in registered with no network: checked in on the spot under a provisional
 * reference, sent with its Idempotency-Key when the network returns. One the server refuses at sync
 * (registered already, full) stays, with the server's words, until the helper has seen it.
 */
export interface QueuedWalkIn {
  eventId: string;
  /** The submission's Idempotency-Key: a resend after a lost answer is answered the first answer. */
  key: string;
  /** The answers, kept only until the server has them: a refused walk-in keeps its name and the refusal alone. */
  body?: WalkInBody;
  provisionalReference: string;
  name: string | null;
  category: string;
  /** Device time, ISO. */
  at: string;
  scannedBy: string;
  scannedByName: string;
  /** The server's refusal at sync, shown at the door until dismissed. */
  refusal?: string;
}

interface DoorSchema extends DBSchema {
  events: { key: string; value: StoredEvent };
  marks: { key: [string, string]; value: StoredMark; indexes: { byEvent: string } };
  queue: { key: [string, string]; value: QueuedCheckIn; indexes: { byEvent: string } };
  walkIns: { key: [string, string]; value: QueuedWalkIn; indexes: { byEvent: string } };
}

export type DoorDatabase = IDBPDatabase<DoorSchema>;

let opened: Promise<DoorDatabase> | undefined;

export function openDoorDatabase(): Promise<DoorDatabase> {
  opened ??= openDB<DoorSchema>(doorDatabaseName, 2, {
    // Each store made when it is missing, not by the version found: a database left at an older
    // version without its stores (made by something else opening the name) still gets every one.
    upgrade(db) {
      const has = (name: StoreNames<DoorSchema>) => db.objectStoreNames.contains(name);
      if (!has("events")) db.createObjectStore("events", { keyPath: "eventId" });
      if (!has("marks")) db.createObjectStore("marks", { keyPath: ["eventId", "registrationId"] }).createIndex("byEvent", "eventId");
      if (!has("queue")) db.createObjectStore("queue", { keyPath: ["eventId", "registrationId"] }).createIndex("byEvent", "eventId");
      // Walk-ins registered offline (version 2).
      if (!has("walkIns")) db.createObjectStore("walkIns", { keyPath: ["eventId", "key"] }).createIndex("byEvent", "eventId");
    },
    // Sign-out deletes the database: let it, and open it again if this page is still used.
    blocking() {
      void opened?.then((db) => db.close());
      opened = undefined;
    },
    terminated() {
      opened = undefined;
    },
  });
  return opened;
}

export interface DoorSnapshot {
  event?: StoredEvent;
  marks: StoredMark[];
  queue: QueuedCheckIn[];
}

export async function readDoor(eventId: string): Promise<DoorSnapshot> {
  const db = await openDoorDatabase();
  const tx = db.transaction(["events", "marks", "queue"]);
  const [event, marks, queue] = await Promise.all([
    tx.objectStore("events").get(eventId),
    tx.objectStore("marks").index("byEvent").getAll(eventId),
    tx.objectStore("queue").index("byEvent").getAll(eventId),
    tx.done,
  ]);
  return { event, marks, queue };
}

/** The marks and the queue alone: after each check-in, the list itself is unchanged. */
/** Every event whose list this phone keeps, soonest first: what the check-in page offers with no network. */
export async function readKeptEvents(): Promise<StoredEvent[]> {
  const events = await (await openDoorDatabase()).getAll("events");
  return events.sort((a, b) => a.list.event.startsAt.localeCompare(b.list.event.startsAt));
}

export async function readMarks(eventId: string): Promise<Omit<DoorSnapshot, "event">> {
  const db = await openDoorDatabase();
  const tx = db.transaction(["marks", "queue"]);
  const [marks, queue] = await Promise.all([tx.objectStore("marks").index("byEvent").getAll(eventId), tx.objectStore("queue").index("byEvent").getAll(eventId), tx.done]);
  return { marks, queue };
}

/**
 * Keeps a new version of the event's list, unless a list asked for later is kept already (two asks
 * crossing, the older answered last): then answers `false`. The marks stay: a copy built on this list
 * leaves out those learnt before it was asked for, while a copy still built on the list before it (on
 * screen, or reading its marks now) keeps them. They go with the event's copy.
 */
export async function storeList(list: OfflineList, etag: string, fetchedAt: number): Promise<boolean> {
  const db = await openDoorDatabase();
  const tx = db.transaction("events", "readwrite");
  const held = await tx.store.get(list.event.id);
  if (held && held.fetchedAt > fetchedAt) {
    await tx.done;
    return false;
  }
  await Promise.all([tx.store.put({ eventId: list.event.id, list, etag, fetchedAt, confirmedAt: fetchedAt, wipeAfter: wipeAfter(list.event) }), tx.done]);
  return true;
}

/** The server said the list held is still current (a 304), asked for at `at`. */
export async function confirmList(eventId: string, at: number): Promise<void> {
  const db = await openDoorDatabase();
  const tx = db.transaction("events", "readwrite");
  const event = await tx.store.get(eventId);
  if (event) await tx.store.put({ ...event, confirmedAt: at });
  await tx.done;
}

/** A check-in made offline: its mark and its place in the queue, together. */
export async function queueCheckIn(eventId: string, mark: DoorMark, scanner: Scanner): Promise<void> {
  const db = await openDoorDatabase();
  const tx = db.transaction(["marks", "queue"], "readwrite");
  await Promise.all([
    tx.objectStore("marks").put({ ...mark, eventId, pending: true, learntAt: Date.now() }),
    tx.objectStore("queue").put({ eventId, registrationId: mark.registrationId, at: mark.at, scannedBy: scanner.id, scannedByName: scanner.name, listToken: scanner.listToken }),
    tx.done,
  ]);
}

/** Check-ins the server answered (a scan, a search's check-in, a sync): kept until a newer list holds them. */
export async function keepMarks(eventId: string, marks: DoorMark[], dropped: string[] = []): Promise<void> {
  const db = await openDoorDatabase();
  const tx = db.transaction(["marks", "queue"], "readwrite");
  const learntAt = Date.now();
  await Promise.all([
    ...marks.map((mark) => tx.objectStore("marks").put({ ...mark, eventId, pending: false, learntAt })),
    ...[...marks.map((mark) => mark.registrationId), ...dropped].map((id) => tx.objectStore("queue").delete([eventId, id])),
    ...dropped.map((id) => tx.objectStore("marks").delete([eventId, id])),
    tx.done,
  ]);
}

/** An undone check-in: its mark and any queued sync of it go. */
export async function forgetCheckIn(eventId: string, registrationId: string): Promise<void> {
  await keepMarks(eventId, [], [registrationId]);
}

/** An undo the server made: no check-in now, whatever the list held. */
export async function keepUndone(eventId: string, registrationId: string): Promise<void> {
  await keepMarks(eventId, [{ registrationId, at: new Date(0).toISOString(), by: null, pending: false, undone: true }]);
}

/**
 * Other devices' check-ins and undos, as the server answers a look for changes: each
 * becomes the ticket's mark, except one this device has queued, which its sync settles.
 */
export async function learnChanges(eventId: string, changes: { registrationId: string; checkedIn: { at: string; by: string | null } | null }[], askedAt: number): Promise<void> {
  const db = await openDoorDatabase();
  const tx = db.transaction(["marks", "queue"], "readwrite");
  const learntAt = Date.now();
  const queued = new Set((await tx.objectStore("queue").index("byEvent").getAll(eventId)).map((item) => item.registrationId));
  // A mark learnt after this look was asked for (a sync's or a scan's answer meanwhile) is newer than the look.
  const newer = new Set((await tx.objectStore("marks").index("byEvent").getAll(eventId)).filter((mark) => mark.learntAt > askedAt).map((mark) => mark.registrationId));
  const marks = tx.objectStore("marks");
  await Promise.all([
    ...changes
      .filter((change) => !queued.has(change.registrationId) && !newer.has(change.registrationId))
      .map((change) =>
        marks.put(
          change.checkedIn
            ? { eventId, registrationId: change.registrationId, ...change.checkedIn, pending: false, learntAt }
            : { eventId, registrationId: change.registrationId, at: new Date(0).toISOString(), by: null, pending: false, undone: true, learntAt },
        ),
      ),
    tx.done,
  ]);
}

/** A walk-in registered with no network, waiting to sync. */
export async function queueWalkIn(walkIn: QueuedWalkIn): Promise<void> {
  const db = await openDoorDatabase();
  await db.put("walkIns", walkIn);
}

/** The event's walk-ins waiting to sync, and those the server refused, oldest first. */
export async function readWalkIns(eventId: string): Promise<QueuedWalkIn[]> {
  const db = await openDoorDatabase();
  return (await db.getAllFromIndex("walkIns", "byEvent", eventId)).sort((a, b) => a.at.localeCompare(b.at));
}

/** A walk-in the server took (gone from the queue) or one refused and seen (gone from the door). */
export async function dropWalkIn(eventId: string, key: string): Promise<void> {
  const db = await openDoorDatabase();
  await db.delete("walkIns", [eventId, key]);
}

/** A walk-in the server refused at sync: kept with its words, to be shown, not lost. */
export async function refuseWalkIn(walkIn: QueuedWalkIn, refusal: string): Promise<void> {
  const db = await openDoorDatabase();
  const { body: _answers, ...seen } = walkIn;
  await db.put("walkIns", { ...seen, refusal });
}

/** Deletes every copy whose event ended over a day ago; answers how many. */
export async function deleteEndedEvents(now: number): Promise<number> {
  const db = await openDoorDatabase();
  const tx = db.transaction(["events", "marks", "queue", "walkIns"], "readwrite");
  const ended = (await tx.objectStore("events").getAll()).filter((event) => event.wipeAfter < now);
  for (const { eventId } of ended) {
    await tx.objectStore("events").delete(eventId);
    for (const store of ["marks", "queue", "walkIns"] as const) {
      for (const key of await tx.objectStore(store).index("byEvent").getAllKeys(eventId)) await tx.objectStore(store).delete(key);
    }
  }
  await tx.done;
  return ended.length;
}
