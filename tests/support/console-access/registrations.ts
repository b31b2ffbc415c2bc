import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { uploadKey } from "#shared/registration-uploads.ts";
import { sampleCategoryIds, sampleEventIds } from "#server/db/sample-content.ts";
import { eventRegistrations } from "#server/db/schema.ts";
import { solidPng } from "../upload-files.ts";
import type { AccessContext, ConsoleRouteCase } from "./types.ts";

/** A registration of the sample robotics workshop with an uploaded photo in storage. */
async function prepare({ t, ids }: AccessContext) {
  if (ids.registration) return;
  const eventId = sampleEventIds.roboticsWorkshop;
  const key = uploadKey(eventId, "photo", Date.now(), "png");
  await t.app.storage.create(key, solidPng(), "image/png");
  const [row] = await t.db
    .insert(eventRegistrations)
    .values({ eventId, categoryId: sampleCategoryIds.university, registrationData: { full_name: "Access Case", photo: t.app.storage.referenceOf(key) } })
    .returning({ id: eventRegistrations.id });
  ids.registration = row!.id;
}

const allowed = consoleAreas.registrations;
const event = `?event=${sampleEventIds.roboticsWorkshop}`;

export const registrationRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.registrationEvents, url: () => consoleApiPaths.registrationEvents, allowed, successStatus: 200 },
  { method: "GET", route: consoleApiPaths.registrations, url: () => consoleApiPaths.registrations + event, allowed, successStatus: 200, prepare },
  { method: "GET", route: consoleApiPaths.registrationsExport, url: () => consoleApiPaths.registrationsExport + event, allowed, successStatus: 200, prepare },
  { method: "GET", route: consoleApiPaths.registrationSearch, url: () => `${consoleApiPaths.registrationSearch}?q=Access%20Case`, allowed, successStatus: 200, prepare },
  { method: "GET", route: consoleApiPaths.registrationAttendance, url: () => `${consoleApiPaths.registrationAttendance}?event=${sampleEventIds.roboticsWorkshop}`, allowed, successStatus: 200, prepare },
  {
    method: "GET",
    route: consoleApiPaths.registration,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.registration, { id: ids.registration! }),
    allowed,
    successStatus: 200,
    prepare,
  },
  {
    method: "GET",
    route: consoleApiPaths.registrationFile,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.registrationFile, { id: ids.registration!, field: "photo" }),
    allowed,
    successStatus: 200,
    prepare,
  },
];
