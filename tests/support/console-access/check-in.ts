import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { sampleCategoryIds, sampleEventIds } from "#server/db/sample-content.ts";
import { eq } from "drizzle-orm";
import { eventRegistrations, events } from "#server/db/schema.ts";
import { currentConsentVersions } from "#shared/legal-versions.ts";
import type { AccessContext, ConsoleRouteCase } from "./types.ts";

const eventId = sampleEventIds.roboticsWorkshop;
let walkIns = 0;
/** A walk-in to the workshop's college form: a new person each call, so none is refused as registered already. */
const walkIn = () => {
  walkIns += 1;
  const n = String(walkIns).padStart(4, "0");
  return {
    ...currentConsentVersions,
    eventId,
    categoryId: sampleCategoryIds.college,
    registrationData: { full_name: `Walk In ${n}`, college_roll: `24${n}`, section: "Science A", phone: `0171300${n}`, email: `walk-in-${n}@example.org`, experience: "Never" },
  };
};
const at = (template: string) => () => consoleApiPath(template, { eventId });

/** Two confirmed registrations of the sample robotics workshop: one to check in, one no one checks in (for the undo). */
async function prepare({ t, ids }: AccessContext) {
  if (ids.ticket) return;
  // A check-in helper opens only visible events of today and tomorrow in Dhaka (decision 136): the workshop is about to start.
  await t.db.update(events).set({ startsAt: new Date(Date.now() + 3600_000), endsAt: new Date(Date.now() + 3 * 3600_000), active: true }).where(eq(events.id, eventId));
  const [ticket, untouched] = await t.db
    .insert(eventRegistrations)
    .values([
      { eventId, categoryId: sampleCategoryIds.college, registrationData: { full_name: "Door Case" }, status: "confirmed" },
      { eventId, categoryId: sampleCategoryIds.college, registrationData: { full_name: "Undo Case" }, status: "confirmed" },
    ])
    .returning({ id: eventRegistrations.id });
  ids.ticket = ticket!.id;
  ids.untouched = untouched!.id;
}

const caseOf = (method: "GET" | "POST", route: string, extra: Partial<ConsoleRouteCase> = {}): ConsoleRouteCase => ({
  method,
  route,
  url: at(route),
  allowed: consoleAreas.checkIn,
  successStatus: 200,
  prepare,
  ...extra,
});

// The door (decision 115): admins, reviewers and check-in helpers, and no one else.
export const checkInRouteCases: ConsoleRouteCase[] = [
  caseOf("GET", consoleApiPaths.checkInEvents, { url: () => consoleApiPaths.checkInEvents }),
  caseOf("GET", consoleApiPaths.checkInList),
  caseOf("GET", consoleApiPaths.checkInCount),
  caseOf("GET", consoleApiPaths.checkInChanges, { url: () => `${consoleApiPath(consoleApiPaths.checkInChanges, { eventId })}?since=${encodeURIComponent(new Date().toISOString())}` }),
  caseOf("GET", consoleApiPaths.checkInSearch, { url: () => `${consoleApiPath(consoleApiPaths.checkInSearch, { eventId })}?q=door` }),
  // A text that is no ticket: red, answered 200.
  caseOf("POST", consoleApiPaths.checkInScan, { payload: () => ({ text: "not a ticket" }) }),
  // The first allowed call checks the person in; the next ones answer "already", also 200.
  caseOf("POST", consoleApiPaths.checkInRegistration, { payload: ({ ids }) => ({ registrationId: ids.ticket! }) }),
  // Scanned by someone else than the caller, with a made-up list token: each is refused in the answer, which is 200 (decision 136).
  caseOf("POST", consoleApiPaths.checkInSync, {
    payload: ({ ids }) => ({ checkIns: [{ registrationId: ids.ticket!, at: new Date().toISOString(), scannedBy: ids.untouched!, listToken: "not-a-token" }] }),
  }),
  // A registration no one checked in: allowed roles get the 409 that says there is nothing of theirs to undo.
  caseOf("POST", consoleApiPaths.checkInUndo, { payload: ({ ids }) => ({ registrationId: ids.untouched! }), successStatus: 409 }),
  // Someone registered at the door with the event's form and checked in at once (decision 122).
  caseOf("POST", consoleApiPaths.checkInWalkIns, { payload: walkIn, successStatus: 201 }),
];
