import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { sampleCategoryIds, sampleEventIds } from "#server/db/sample-content.ts";
import { eventCategories, eventRegistrationForms, events } from "#server/db/schema.ts";
import { solidPng } from "../upload-files.ts";
import type { AccessContext, ConsoleRouteCase } from "./types.ts";

const allowed = consoleAreas.content;
const anEvent = { title: "Access Case Evening", startsAt: "2027-05-01T18:00", registrationMode: "native", active: true };
const aForm = { fields: [{ label: "Full name", name: "full_name", type: "text", placeholder: "", required: true, options: [] }] };
const deletable = { events: [] as string[], categories: [] as string[], forms: [] as string[] };
let created = 0;

/** Rows the delete cases remove one per call (each allowed role deletes its own), and the category order. */
async function prepare({ t, ids }: AccessContext) {
  if (ids.contentEvent) return;
  const rows = await t.db
    .insert(events)
    .values(Array.from({ length: 12 }, (_, i) => ({ title: `Access deletable ${i}`, startsAt: new Date("2027-01-01T12:00:00Z") })))
    .returning({ id: events.id });
  deletable.events = rows.slice(0, 6).map((row) => row.id);
  // Spare events each with a form in one category, for the form's delete case to take off.
  deletable.forms = rows.slice(6).map((row) => row.id);
  await t.db.insert(eventRegistrationForms).values(deletable.forms.map((eventId) => ({ eventId, categoryId: sampleCategoryIds.open, formFields: aForm.fields })));
  const categories = await t.db
    .insert(eventCategories)
    .values(Array.from({ length: 8 }, (_, i) => ({ name: `Access deletable category ${i}` })))
    .returning({ id: eventCategories.id });
  deletable.categories = categories.map((row) => row.id);
  ids.contentEvent = sampleEventIds.intraCollegeFestival2026;
}

const next = (list: string[]) => list.shift() ?? "00000000-0000-4000-8000-000000000000";

export const contentEventRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.contentEvents, url: () => consoleApiPaths.contentEvents, allowed, successStatus: 200 },
  { method: "POST", route: consoleApiPaths.contentEvents, url: () => consoleApiPaths.contentEvents, payload: () => anEvent, allowed, successStatus: 201 },
  {
    method: "POST",
    route: consoleApiPaths.contentEventCover,
    url: () => consoleApiPaths.contentEventCover,
    payload: () => solidPng(64, 36),
    headers: { "content-type": "application/octet-stream" },
    allowed,
    successStatus: 201,
  },
  {
    method: "GET",
    route: consoleApiPaths.contentEvent,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.contentEvent, { id: ids.contentEvent! }),
    allowed,
    successStatus: 200,
    prepare,
  },
  {
    method: "PATCH",
    route: consoleApiPaths.contentEvent,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.contentEvent, { id: ids.contentEvent! }),
    payload: () => ({ ...anEvent, title: `Access changed ${++created}` }),
    allowed,
    successStatus: 200,
    prepare,
  },
  {
    method: "PATCH",
    route: consoleApiPaths.contentEventActive,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.contentEventActive, { id: ids.contentEvent! }),
    payload: () => ({ active: true }),
    allowed,
    successStatus: 200,
    prepare,
  },
  {
    method: "DELETE",
    route: consoleApiPaths.contentEvent,
    url: () => consoleApiPath(consoleApiPaths.contentEvent, { id: next(deletable.events) }),
    allowed,
    successStatus: 204,
    prepare,
  },
  {
    method: "PATCH",
    route: consoleApiPaths.contentEventForm,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.contentEventForm, { id: ids.contentEvent!, categoryId: sampleCategoryIds.teacher }),
    payload: () => ({ ...aForm, capacity: ++created }),
    allowed,
    successStatus: 200,
    prepare,
  },
  {
    method: "DELETE",
    route: consoleApiPaths.contentEventForm,
    url: () => consoleApiPath(consoleApiPaths.contentEventForm, { id: next(deletable.forms), categoryId: sampleCategoryIds.open }),
    allowed,
    successStatus: 204,
    prepare,
  },
  { method: "GET", route: consoleApiPaths.contentEventCategories, url: () => consoleApiPaths.contentEventCategories, allowed, successStatus: 200 },
  {
    method: "POST",
    route: consoleApiPaths.contentEventCategories,
    url: () => consoleApiPaths.contentEventCategories,
    payload: () => ({ name: `Access category ${++created}-${Date.now()}`, active: true }),
    allowed,
    successStatus: 201,
  },
  {
    method: "PATCH",
    route: consoleApiPaths.contentEventCategoriesOrder,
    url: () => consoleApiPaths.contentEventCategoriesOrder,
    payload: () => ({ ids: [sampleCategoryIds.open, sampleCategoryIds.school] }),
    allowed,
    successStatus: 200,
  },
  {
    method: "PATCH",
    route: consoleApiPaths.contentEventCategory,
    url: () => consoleApiPath(consoleApiPaths.contentEventCategory, { id: sampleCategoryIds.teacher }),
    payload: () => ({ name: "Teacher", description: `Changed ${++created}`, active: true }),
    allowed,
    successStatus: 200,
  },
  {
    method: "PATCH",
    route: consoleApiPaths.contentEventCategoryActive,
    url: () => consoleApiPath(consoleApiPaths.contentEventCategoryActive, { id: sampleCategoryIds.teacher }),
    payload: () => ({ active: true }),
    allowed,
    successStatus: 200,
  },
  {
    method: "DELETE",
    route: consoleApiPaths.contentEventCategory,
    url: () => consoleApiPath(consoleApiPaths.contentEventCategory, { id: next(deletable.categories) }),
    allowed,
    successStatus: 204,
    prepare,
  },
];
