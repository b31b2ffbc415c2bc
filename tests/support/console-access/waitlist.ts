import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { sampleCategoryIds, sampleEventIds } from "#server/db/sample-content.ts";
import { eventRegistrations } from "#server/db/schema.ts";
import type { AccessContext, ConsoleRouteCase } from "./types.ts";

/** A waitlisted registration of the sample robotics workshop (an event without seat limits, so a seat is free). */
async function prepare({ t, ids }: AccessContext) {
  if (ids.waitlisted) return;
  const [row] = await t.db
    .insert(eventRegistrations)
    .values({
      eventId: sampleEventIds.roboticsWorkshop,
      categoryId: sampleCategoryIds.college,
      registrationData: { full_name: "Waiting Case" },
      status: "waitlisted",
    })
    .returning({ id: eventRegistrations.id });
  ids.waitlisted = row!.id;
}

/** A confirmed registration of the same workshop, for the cancel route. */
async function prepareConfirmed({ t, ids }: AccessContext) {
  if (ids.toCancel) return;
  const [row] = await t.db
    .insert(eventRegistrations)
    .values({ eventId: sampleEventIds.roboticsWorkshop, categoryId: sampleCategoryIds.college, registrationData: { full_name: "Cancel Case" }, status: "confirmed" })
    .returning({ id: eventRegistrations.id });
  ids.toCancel = row!.id;
}

export const waitlistRouteCases: ConsoleRouteCase[] = [
  {
    // The first allowed call confirms it; the next ones answer 200 with nothing changed.
    method: "POST",
    route: consoleApiPaths.registrationConfirm,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.registrationConfirm, { id: ids.waitlisted! }),
    payload: () => ({}),
    allowed: consoleAreas.registrations,
    successStatus: 200,
    prepare,
  },
  {
    // The first allowed call cancels it (giving its seat to whoever waits); the next ones answer 200 with nothing changed.
    method: "POST",
    route: consoleApiPaths.registrationCancel,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.registrationCancel, { id: ids.toCancel! }),
    payload: () => ({ reason: "Access matrix" }),
    allowed: consoleAreas.registrations,
    successStatus: 200,
    prepare: prepareConfirmed,
  },
  {
    // The first allowed call moves the waitlisted registration to University; the next ones answer 200 with nothing changed.
    method: "POST",
    route: consoleApiPaths.registrationCategory,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.registrationCategory, { id: ids.waitlisted! }),
    payload: () => ({ categoryId: sampleCategoryIds.university }),
    allowed: consoleAreas.registrations,
    successStatus: 200,
    prepare,
  },
];
