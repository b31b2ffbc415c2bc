import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { OfflineList } from "../../contract.ts";
import { ticketUrl } from "#shared/tickets.ts";
import { DoorCopy, earlierMark, provisionalReference, wipeAfter, type DoorMark } from "./door-logic.ts";

// The door's answers from its copy with no network, against codes made as the server
// makes them (HMAC-SHA256 under the event's key, itself keyed by the server's secret).

const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest();
const eventTicketKey = (secret: Buffer, event: string) => hmac(secret, `ticket-event:${event}`);
const ticketCode = (secret: Buffer, event: string, registrationId: string) => hmac(eventTicketKey(secret, event), registrationId).subarray(0, 16).toString("base64url");
// The offline list's verifier of a code: the code under the event's offline key.
const offlineKey = randomBytes(32);
const verifier = (code: string) => hmac(offlineKey, code).subarray(0, 16).toString("base64url");

const secret = randomBytes(32);
const eventId = randomUUID();
const ids = { amina: randomUUID(), babul: randomUUID(), chandra: randomUUID() };
const verified = (id: string) => verifier(ticketCode(secret, eventId, id));
const list: OfflineList = {
  version: "v1",
  event: { id: eventId, title: "Science Festival", startsAt: "2027-01-21T03:00:00.000Z", endsAt: null },
  offlineKey: offlineKey.toString("base64url"),
  categories: ["College (HSC)", "School"],
  checkers: ["Nadia"],
  rows: [
    [ids.amina, "GSC-AAAA-22", "Amina Khatun", 0, 1_800_000_000, 0, verified(ids.amina)],
    [ids.babul, "GSC-BBBB-33", "Babul Mia", 1, 0, -1, verified(ids.babul)],
    [ids.chandra, "GSC-CCCC-44", null, 0, 0, -1, verified(ids.chandra)],
  ],
  download: { at: "2027-01-21T02:00:00.000Z", token: "token" },
  refused: { "GSC-DDDD-55": "cancelled", "GSC-EEEE-66": "waitlisted" },
};
const ticket = (id: string, reference: string) => ticketUrl("https://club.example", reference, ticketCode(secret, eventId, id));
const me = { at: "2027-01-21T04:00:00.000Z", by: "Rafi" };

describe("the door's copy", () => {
  const copy = new DoorCopy(list, new Map(), 0);

  it("checks a valid ticket in (green) and keeps the check-in to queue", async () => {
    const { answer, checkIn } = await copy.scan(ticket(ids.babul, "GSC-BBBB-33"), me);
    expect(answer).toEqual({ result: "checked_in", registrationId: ids.babul, reference: "GSC-BBBB-33", name: "Babul Mia", category: "School", checkedIn: me, local: true });
    expect(checkIn).toEqual({ registrationId: ids.babul, ...me, pending: true });
  });

  it("says amber, with when and by whom, for a ticket checked in already", async () => {
    const { answer, checkIn } = await copy.scan(ticket(ids.amina, "GSC-AAAA-22"), me);
    expect(answer).toMatchObject({ result: "already", checkedIn: { at: new Date(1_800_000_000_000).toISOString(), by: "Nadia" } });
    expect(checkIn).toBeUndefined();
  });

  it("refuses a wrong code, a cancelled or waitlisted reference, text that is no ticket, and cannot place other references", async () => {
    expect((await copy.scan(ticketUrl("https://club.example", "GSC-BBBB-33", "A".repeat(22)), me)).answer.result).toBe("forged");
    // Another event's code for the same reference is forged here too.
    const otherEvent = ticketUrl("https://club.example", "GSC-BBBB-33", ticketCode(secret, randomUUID(), ids.babul));
    expect((await copy.scan(otherEvent, me)).answer.result).toBe("forged");
    expect((await copy.scan(ticketUrl("https://club.example", "GSC-DDDD-55", "A".repeat(22)), me)).answer).toMatchObject({ result: "cancelled", reference: "GSC-DDDD-55" });
    expect((await copy.scan(ticketUrl("https://club.example", "GSC-EEEE-66", "A".repeat(22)), me)).answer).toMatchObject({ result: "waitlisted" });
    expect((await copy.scan("hello", me)).answer.result).toBe("forged");
    expect((await copy.scan(ticketUrl("https://club.example", "GSC-FFFF-77", "A".repeat(22)), me)).answer.result).toBe("unknown_here");
  });

  it("lays check-ins made since over the list, the earliest winning", () => {
    const later: DoorMark = { registrationId: ids.amina, at: new Date(1_800_000_100_000).toISOString(), by: "Rafi", pending: true };
    const earlier: DoorMark = { registrationId: ids.babul, at: "2027-01-21T03:30:00.000Z", by: "Rafi", pending: false };
    const marked = copy.withMarks(new Map([[ids.amina, later], [ids.babul, earlier]]));
    expect(marked.checkInOf(ids.amina)).toEqual({ at: new Date(1_800_000_000_000).toISOString(), by: "Nadia" });
    expect(marked.checkInOf(ids.babul)).toEqual({ at: earlier.at, by: "Rafi" });
    expect(marked.admit(ids.babul, me).answer.result).toBe("already");
    expect(marked.count()).toEqual({
      checkedIn: 2,
      registered: 3,
      categories: [
        { name: "College (HSC)", checkedIn: 1, registered: 2 },
        { name: "School", checkedIn: 1, registered: 1 },
      ],
    });
    expect(earlierMark(null, earlier)).toBe(earlier);
  });

  it("searches the beginnings of names' words and of references, not beyond its limit", () => {
    expect(copy.search("amina").results.map((person) => person.reference)).toEqual(["GSC-AAAA-22"]);
    expect(copy.search("khat am").results.map((person) => person.reference)).toEqual(["GSC-AAAA-22"]);
    expect(copy.search("gsc-cccc").results.map((person) => person.name)).toEqual([null]);
    // Not the middle of a word or of a reference.
    expect(copy.search("mina").results).toEqual([]);
    expect(copy.search("cccc").results).toEqual([]);
    expect(copy.search("gsc", 2)).toMatchObject({ more: true });
    expect(copy.search("a").results).toEqual([]);
  });

  it("is wiped a day after the event's end, or its start when it has none", () => {
    expect(wipeAfter(list.event)).toBe(Date.parse("2027-01-22T03:00:00.000Z"));
    expect(wipeAfter({ ...list.event, endsAt: "2027-01-23T12:00:00.000Z" })).toBe(Date.parse("2027-01-24T12:00:00.000Z"));
  });
});

describe("the server's word learnt since the list (decision 146)", () => {
  it("wins over the list: another device's later check-in after an undo, and an undo of a listed check-in", () => {
    const learnt = new Map<string, DoorMark>([
      [ids.amina, { registrationId: ids.amina, at: new Date(0).toISOString(), by: null, pending: false, undone: true }],
      [ids.babul, { registrationId: ids.babul, at: "2027-01-21T05:00:00.000Z", by: "Nadia", pending: false }],
    ]);
    const copy = new DoorCopy(list, learnt, 0);
    expect(copy.checkInOf(ids.amina)).toBeNull();
    expect(copy.admit(ids.amina, me).answer.result).toBe("checked_in");
    expect(copy.search("Babul").results[0]?.checkedIn).toEqual({ at: "2027-01-21T05:00:00.000Z", by: "Nadia" });
    expect(copy.count().checkedIn).toBe(1);
  });

  it("still counts a check-in made here offline against the list by the earlier time", () => {
    const listedAt = new Date(1_800_000_000 * 1000).toISOString();
    const later = new DoorCopy(list, new Map([[ids.amina, { registrationId: ids.amina, at: "2030-01-01T00:00:00.000Z", by: "Rafi", pending: true, learntAt: 1 }]]), 2);
    expect(later.checkInOf(ids.amina)).toEqual({ at: listedAt, by: "Nadia" });
  });

  it("lays over the list only what was learnt after the list was asked for: one learnt before is in it", () => {
    const marks = new Map<string, DoorMark>([
      [ids.amina, { registrationId: ids.amina, at: new Date(0).toISOString(), by: null, pending: false, undone: true, learntAt: 1_000 }],
      [ids.babul, { registrationId: ids.babul, at: "2027-01-21T05:00:00.000Z", by: "Nadia", pending: false, learntAt: 3_000 }],
    ]);
    // Asked for at 2,000: the undo learnt at 1,000 is in it (Amina's check-in listed since); Babul's check-in is not.
    const copy = new DoorCopy(list, marks, 2_000);
    expect(copy.checkInOf(ids.amina)).toEqual({ at: new Date(1_800_000_000 * 1000).toISOString(), by: "Nadia" });
    expect(copy.checkInOf(ids.babul)).toEqual({ at: "2027-01-21T05:00:00.000Z", by: "Nadia" });
    expect([...copy.marks.keys()]).toEqual([ids.babul]);
    // The same marks over the list before it (asked for at 500): both are newer than it.
    expect(copy.withMarks(marks).fetchedAt).toBe(2_000);
    expect(new DoorCopy(list, marks, 500).checkInOf(ids.amina)).toBeNull();
  });
});

describe("a walk-in's provisional reference", () => {
  it("is OFF- and six letters or digits no one misreads", () => {
    expect(provisionalReference(new Uint8Array([0, 1, 29, 30, 255, 128]))).toBe("OFF-AB9ASJ");
    for (let i = 0; i < 50; i++) expect(provisionalReference()).toMatch(/^OFF-[A-HJKMNP-TV-Z2-9]{6}$/);
  });
});
