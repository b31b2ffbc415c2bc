import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  checkInBodySchema,
  checkInEventParamsSchema,
  checkInMessages,
  checkInSearchQuerySchema,
  doorChangesQuerySchema,
  doorSearchLimit,
  doorSearchWait,
  helperDoorWindow,
  helperMayOpen,
  scanBodySchema,
  syncBodySchema,
  undoWindowMs,
  type CheckInEventsAnswer,
  type CheckInSearchAnswer,
  type DoorChanges,
  type OfflineList,
  type ScanAnswer,
  type SyncAnswer,
  type UndoAnswer,
} from "./contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import type { Organiser } from "#shared/console/session.ts";
import { parseTicket } from "#shared/tickets.ts";
import {
  checkIn,
  countCheckIns,
  doorPersonOf,
  doorSecret,
  findTicket,
  listCheckInEvents,
  readCheckInEvent,
  readDoorChanges,
  readDoorList,
  searchDoor,
  syncCheckIn,
  undoCheckIn,
  type Checker,
  type FoundTicket,
} from "./store.server.ts";
import { doorListDownloadedAt, doorListToken, doorOfflineKey, isTicketCode, ticketCode, ticketSecret, ticketVerifier } from "./tickets.server.ts";
import { withTransaction } from "#server/unit-of-work.ts";

const gzipAsync = promisify(gzip);
const area = { organiser: { roles: consoleAreas.checkIn } };
/** A device's clock may be a few minutes off the server's; a check-in is never stored later than the server's now. */
const clockSkewMs = 5 * 60_000;

const notFound = (reply: FastifyReply, message: string = checkInMessages.notFound) => reply.code(404).send({ statusCode: 404, error: "Not Found", message });

/**
 * The door's API, for admins, reviewers and check-in helpers: the
 * events to open, one event's offline list, a scan, a check-in from a search, an undo, the sync of
 * check-ins made offline and the live count. Each answer says only a registrant's name, category,
 * reference and check-in state.
 */
export default async function checkInRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const checkerOf = (organiser: Organiser): Checker => ({ id: organiser.id, name: organiser.name, email: organiser.email });
  // Counted per organiser, in Redis when the server has it.
  const searchPace = app.createRateLimit({
    max: doorSearchLimit.max,
    timeWindow: doorSearchLimit.windowMs,
    keyGenerator: (request) => `door-search ${request.organiser?.id ?? ""}`,
  });

  /** The event, if this organiser may open it: a check-in helper only visible events of today and tomorrow in Dhaka. */
  const openFor = async (organiser: Organiser, eventId: string) => {
    const event = await readCheckInEvent(app.db, eventId);
    if (!event) return undefined;
    if (organiser.role === "checkin" && !helperMayOpen(event, new Date())) return undefined;
    return event;
  };

  api.get(consoleApiPaths.checkInEvents, { config: area }, async (request) => {
    const now = new Date();
    const window = request.organiser!.role === "checkin" ? helperDoorWindow(now) : undefined;
    return { events: await listCheckInEvents(app.db, now, window) } satisfies CheckInEventsAnswer;
  });

  api.get(consoleApiPaths.checkInList, { schema: { params: checkInEventParamsSchema }, config: area }, async (request, reply) => {
    const event = await openFor(request.organiser!, request.params.eventId);
    if (!event) return notFound(reply);
    const [{ rows, refused }, secret, door] = await Promise.all([readDoorList(app.db, event.id), ticketSecret(app.db), doorSecret(app.db)]);
    const offlineKey = doorOfflineKey(door, event.id);
    const categories: string[] = [];
    const checkers: string[] = [];
    const indexOf = (list: string[], value: string) => {
      const at = list.indexOf(value);
      if (at !== -1) return at;
      list.push(value);
      return list.length - 1;
    };
    const list: Omit<OfflineList, "version" | "download"> = {
      event: { id: event.id, title: event.title, startsAt: event.startsAt.toISOString(), endsAt: event.endsAt?.toISOString() ?? null },
      offlineKey: offlineKey.toString("base64url"),
      categories,
      checkers,
      rows: rows.map((row) => [
        row.id,
        row.reference,
        row.name,
        indexOf(categories, row.categoryName),
        row.checkedInAt ? Math.floor(row.checkedInAt.getTime() / 1000) : 0,
        row.checkedInAt ? indexOf(checkers, row.checkedInByName ?? "") : -1,
        ticketVerifier(offlineKey, ticketCode(secret, event.id, row.id)),
      ]),
      refused: Object.fromEntries(refused.map((row) => [row.reference, row.status === "cancelled" ? "cancelled" : "waitlisted"])),
    };
    const content = JSON.stringify(list);
    const version = createHash("sha256").update(content).digest("base64url").slice(0, 22);
    const etag = `"${version}"`;
    reply.header("etag", etag).header("vary", "Accept-Encoding");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    // The download is outside the version: a 304 keeps the device's earlier download, which still bounds its check-ins.
    const downloadedAt = new Date();
    const download: OfflineList["download"] = { at: downloadedAt.toISOString(), token: doorListToken(secret, event.id, request.organiser!.id, downloadedAt) };
    const body = Buffer.from(`{"version":"${version}","download":${JSON.stringify(download)},${content.slice(1)}`, "utf8");
    reply.type("application/json; charset=utf-8");
    if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) return reply.header("content-encoding", "gzip").send(await gzipAsync(body));
    return reply.send(body);
  });

  /** Checks a found ticket in for this event, or says why not: the scan's and the search's one rule. */
  const admit = async (ticket: FoundTicket, eventId: string, checker: Checker): Promise<ScanAnswer> => {
    if (ticket.suspectedSpam) return { result: "forged" };
    if (ticket.eventId !== eventId) return { result: "other_event", eventTitle: ticket.eventTitle };
    if (ticket.status === "cancelled") return { result: "cancelled", reference: ticket.reference };
    if (ticket.status === "waitlisted") return { result: "waitlisted", reference: ticket.reference };
    const [done, person] = await Promise.all([checkIn(app.db, ticket.id, eventId, checker, new Date()), doorPersonOf(app.db, ticket)]);
    // Cancelled between the read and the update: red, as a second scan would say.
    if (!done) return { result: "cancelled", reference: ticket.reference };
    return { result: done.made ? "checked_in" : "already", checkedIn: done.mark, ...person };
  };

  api.post(consoleApiPaths.checkInScan, { schema: { params: checkInEventParamsSchema, body: scanBodySchema }, config: area }, async (request, reply) => {
    const { eventId } = request.params;
    const organiser = request.organiser!;
    const scanned = parseTicket(request.body.text);
    const [ticket, secret] = await Promise.all([scanned ? findTicket(app.db, { reference: scanned.reference }) : undefined, ticketSecret(app.db)]);
    // The event is read only when the ticket does not show it exists and may be opened: a scan at a busy door is one read before the check-in.
    const shown = ticket?.eventId === eventId && organiser.role !== "checkin";
    if (!shown && !(await openFor(organiser, eventId))) return notFound(reply);
    // A reference without its code, or with another's, is refused like a made-up one: red, nothing said of whose it is.
    if (!scanned || !ticket || !isTicketCode(secret, ticket.eventId, ticket.id, scanned.code)) return { result: "forged" } satisfies ScanAnswer;
    return admit(ticket, eventId, checkerOf(organiser));
  });

  api.post(consoleApiPaths.checkInRegistration, { schema: { params: checkInEventParamsSchema, body: checkInBodySchema }, config: area }, async (request, reply) => {
    if (!(await openFor(request.organiser!, request.params.eventId))) return notFound(reply);
    const ticket = await findTicket(app.db, { id: request.body.registrationId });
    // From a search of this event: another event's or a spam row is not found here.
    if (!ticket || ticket.eventId !== request.params.eventId || ticket.suspectedSpam) return notFound(reply, checkInMessages.registrationNotFound);
    return admit(ticket, request.params.eventId, checkerOf(request.organiser!));
  });

  api.get(consoleApiPaths.checkInSearch, { schema: { params: checkInEventParamsSchema, querystring: checkInSearchQuerySchema }, config: area }, async (request, reply) => {
    const pace = await searchPace(request);
    if (!pace.isAllowed && pace.isExceeded) {
      reply.header("retry-after", String(pace.ttlInSeconds));
      return reply.code(429).send({ statusCode: 429, error: "Too Many Requests", message: doorSearchWait(pace.ttlInSeconds) });
    }
    const event = await openFor(request.organiser!, request.params.eventId);
    if (!event) return notFound(reply);
    const { rows, more } = await searchDoor(app.db, event.id, request.query.q, 20);
    return { results: rows, more } satisfies CheckInSearchAnswer;
  });

  api.post(consoleApiPaths.checkInUndo, { schema: { params: checkInEventParamsSchema, body: checkInBodySchema }, config: area }, async (request, reply) => {
    const organiser = request.organiser!;
    const { registrationId } = request.body;
    if (!(await openFor(organiser, request.params.eventId))) return notFound(reply);
    // The undo and its activity entry commit together; check-ins themselves are kept on the row only.
    const outcome = await withTransaction(app.db, app.mail, async (work) => {
      const done = await undoCheckIn(work.tx, registrationId, request.params.eventId, organiser.id, new Date(), undoWindowMs);
      if (done === "undone") {
        await work.activity.record({ actor: { id: organiser.id, email: organiser.email }, action: "check-in-undone", subjectType: "event_registration", subjectId: registrationId });
      }
      return done;
    });
    if (outcome === "none") return reply.code(409).send({ statusCode: 409, error: "Conflict", message: checkInMessages.undoNone });
    if (outcome === "not-last") return reply.code(409).send({ statusCode: 409, error: "Conflict", message: checkInMessages.undoNotLast });
    return { undone: true, registrationId } satisfies UndoAnswer;
  });

  api.post(consoleApiPaths.checkInSync, { schema: { params: checkInEventParamsSchema, body: syncBodySchema }, config: area }, async (request, reply) => {
    const organiser = request.organiser!;
    const event = await openFor(organiser, request.params.eventId);
    if (!event) return notFound(reply);
    const checker = checkerOf(organiser);
    const secret = await ticketSecret(app.db);
    const now = Date.now();
    const results: SyncAnswer["results"] = [];
    // In the device's order; each is one statement, so another device's sync may interleave and the earliest still wins.
    for (const item of request.body.checkIns) {
      // Only the session's own organiser's check-ins, each from a list they downloaded.
      if (item.scannedBy !== organiser.id) {
        results.push({ registrationId: item.registrationId, result: "refused", reason: "scanned_by_other" });
        continue;
      }
      // Between the list's download and now, give or take a device clock's few minutes; outside, refused and nothing stored.
      const downloadedAt = doorListDownloadedAt(secret, event.id, organiser.id, item.listToken);
      const sent = Date.parse(item.at);
      if (!downloadedAt || sent < downloadedAt.getTime() - clockSkewMs || sent > now + clockSkewMs) {
        results.push({ registrationId: item.registrationId, result: "refused", reason: "time_outside" });
        continue;
      }
      const at = new Date(Math.min(sent, now));
      const done = await syncCheckIn(app.db, item.registrationId, event.id, checker, at);
      if (done.outcome === "kept" || done.outcome === "earlier-kept") {
        results.push({ registrationId: item.registrationId, result: done.outcome === "kept" ? "checked_in" : "already", checkedIn: done.mark });
      } else {
        results.push({ registrationId: item.registrationId, result: "refused", reason: done.outcome });
      }
    }
    return { results } satisfies SyncAnswer;
  });

  // Every door device asks every second: one indexed read of the event's changed rows.
  api.get(consoleApiPaths.checkInChanges, { schema: { params: checkInEventParamsSchema, querystring: doorChangesQuerySchema }, config: area }, async (request, reply) => {
    const organiser = request.organiser!;
    if (organiser.role === "checkin" && !(await openFor(organiser, request.params.eventId))) return notFound(reply);
    const since = request.query.since ? new Date(request.query.since) : null;
    if (!since && !(await readCheckInEvent(app.db, request.params.eventId))) return notFound(reply);
    return (await readDoorChanges(app.db, request.params.eventId, since)) satisfies DoorChanges;
  });

  api.get(consoleApiPaths.checkInCount, { schema: { params: checkInEventParamsSchema }, config: area }, async (request, reply) => {
    const organiser = request.organiser!;
    // A helper's count is of an event they may open; others' is one read (every device asks every 2 s).
    if (organiser.role === "checkin" && !(await openFor(organiser, request.params.eventId))) return notFound(reply);
    const count = await countCheckIns(app.db, request.params.eventId);
    if (count.registered === 0 && !(await readCheckInEvent(app.db, request.params.eventId))) return notFound(reply);
    return count;
  });
}
