import { languageNames } from "#shared/console/languages.ts";
import { inLanguage } from "#shared/in-language.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { versionLabel } from "#shared/legal-versions.ts";
import { categoriesTakingRegistrations } from "#features/events/service.server.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import {
  columnsAcrossEvents,
  registrationColumns,
  registrationExportQuerySchema,
  registrationFields,
  registrationFileParamsSchema,
  registrationFileQuerySchema,
  registrationListQuerySchema,
  registrationMessages,
  registrationParamsSchema,
  registrationSearchQuerySchema,
  registrationSearchRules,
  registrationStatusLabels,
  titleSlug,
  type ExportColumn,
  type RegistrationColumn,
  type RegistrationDetail,
  type RegistrationEventsAnswer,
  type RegistrationFile,
  type RegistrationListAnswer,
  type RegistrationSearchAnswer,
  attendanceQuerySchema,
  type AttendanceSummary,
} from "./contract.ts";
import { paymentTypeLabels } from "#features/applications/contract.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { fieldKeySegment, imageUploadTypes, isUploadKeyFor } from "#shared/registration-uploads.ts";
import { contentTypes, detectUploadType } from "#server/storage/detect-type.ts";
import type { ObjectStorage } from "#server/storage/index.ts";
import { dhakaDateTime, exportDate, inBatches, recordExport, sendCsv } from "#server/console/csv-export.ts";
import { readAttendance } from "#features/check-in/service.server.ts";
import { recordActivityOnce } from "#features/activity/service.server.ts";
import { recordRegistrationsSeen } from "#server/db/repositories/overview.ts";
import {
  listRegistrationEvents,
  listRegistrations,
  readAllAnswerNames,
  readAllForms,
  readAnswerNames,
  readEvent,
  readEventCategories,
  readEventForms,
  readRegistration,
  readRegistrationExportBatch,
  searchRegistrations,
  type RegistrationFilter,
  type StoredRegistration,
} from "./store.server.ts";

const access = { organiser: { roles: consoleAreas.registrations } };

/** How long a presigned S3 URL for an organiser's file works. */
const presignedSeconds = 5 * 60;

/**
 * The policy of a file sent through the server: an image may show, a PDF may render in the
 * browser's viewer (its inline styles), nothing may run, and `sandbox` keeps it from acting as the
 * site's origin even when opened on its own.
 */
const fileContentSecurityPolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Event registrations: the events to choose from, an event's table (one column per form field),
 * the search across every event, one registration, its uploaded files, and the CSV export of one event or of all.
 */
export default async function registrationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(consoleApiPaths.registrationEvents, { config: access }, async () => {
    return { events: await listRegistrationEvents(app.db) } satisfies RegistrationEventsAnswer;
  });

  api.get(consoleApiPaths.registrations, { schema: { querystring: registrationListQuerySchema }, config: access }, async (request, reply) => {
    const { page, pageSize, ...filter } = request.query;
    const event = await readEvent(app.db, filter.event);
    if (!event) return notFound(reply, registrationMessages.eventNotFound);
    const [forms, answerNames, categories, list] = await Promise.all([
      readEventForms(app.db, event.id),
      readAnswerNames(app.db, event.id),
      readEventCategories(app.db, event.id),
      listRegistrations(app.db, filter, { page, pageSize }),
    ]);
    // The event's newest registrations, unfiltered, are now in front of this organiser: the Overview
    // counts only what arrives after them as new for them.
    const newest = list.rows[0];
    if (page === 1 && filter.category === undefined && filter.status === undefined && filter.q === undefined && filter.checkedIn === undefined && newest) {
      await recordRegistrationsSeen(app.db, request.organiser!.id, event.id, newest.id);
    }
    return {
      event,
      categories,
      columns: registrationColumns(forms, answerNames),
      rows: list.rows.map((row) => ({
        id: row.id,
        categoryId: row.categoryId,
        categoryName: row.categoryName,
        reference: row.reference,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        answers: row.answers,
        files: [...fileFields(app.storage, row).keys()],
        checkedIn: row.checkedInAt ? { at: row.checkedInAt.toISOString(), by: row.checkedInByName } : null,
        walkIn: row.walkIn,
        doubles: row.doubles,
        payment: row.payment,
      })),
      total: list.total,
      page,
      pageSize,
    } satisfies RegistrationListAnswer;
  });

  // A reference, a name, a phone number or an e-mail address in any event.
  api.get(consoleApiPaths.registrationSearch, { schema: { querystring: registrationSearchQuerySchema }, config: access }, async (request) => {
    return (await searchRegistrations(app.db, request.query.q, registrationSearchRules.shown)) satisfies RegistrationSearchAnswer;
  });

  // An event's attendance: registered, checked in, walk-ins and no-shows, per category.
  api.get(consoleApiPaths.registrationAttendance, { schema: { querystring: attendanceQuerySchema }, config: access }, async (request, reply) => {
    const event = await readEvent(app.db, request.query.event);
    if (!event) return notFound(reply, registrationMessages.eventNotFound);
    return (await readAttendance(app.db, event.id)) satisfies AttendanceSummary;
  });

  // Registered before `registration`, though find-my-way prefers the static segment anyway.
  api.get(consoleApiPaths.registrationsExport, { schema: { querystring: registrationExportQuerySchema }, config: access }, async (request, reply) => {
    const { q, ...filters } = request.query;
    const event = filters.event === undefined ? undefined : await readEvent(app.db, filters.event);
    if (filters.event !== undefined && !event) return notFound(reply, registrationMessages.eventNotFound);
    await recordExport(app, request, { area: "registrations", subjectType: "event_registration", filters, searched: q !== undefined });
    const origin = `${request.protocol}://${request.host}`;
    const csv = event ? await oneEventExport(app, event, request.query, origin) : await allEventsExport(app, request.query, origin);
    return sendCsv(reply, { filename: `registrations-${event ? titleSlug(event.title) : "all"}-${exportDate()}.csv`, ...csv });
  });

  api.get(consoleApiPaths.registration, { schema: { params: registrationParamsSchema }, config: access }, async (request, reply) => {
    const registration = await readRegistration(app.db, request.params.id);
    if (!registration) return notFound(reply, registrationMessages.notFound);
    const forms = await readEventForms(app.db, registration.eventId);
    const own = registrationColumns(forms.filter((form) => form.categoryId === registration.categoryId));
    const eventColumns = registrationColumns(forms, Object.keys(registration.answers));
    return {
      id: registration.id,
      reference: registration.reference,
      status: registration.status,
      createdAt: registration.createdAt.toISOString(),
      event: { id: registration.eventId, title: registration.eventTitle },
      category: { id: registration.categoryId, name: registration.categoryName },
      categories: await categoriesTakingRegistrations(app.db, registration.eventId),
      payment: registration.payment,
      guardian: registration.guardian,
      consent: registration.consent,
      cancellation: registration.cancellation && { at: registration.cancellation.at.toISOString(), reason: registration.cancellation.reason },
      fields: registrationFields(own, eventColumns, registration.answers, fileFields(app.storage, registration)),
      lang: registration.lang,
      letterNames: {
        eventTitle: inLanguage(registration.eventTitle, registration.eventTitleBn, registration.lang),
        categoryName: inLanguage(registration.categoryName, registration.categoryNameBn, registration.lang),
      },
    } satisfies RegistrationDetail;
  });

  api.get(
    consoleApiPaths.registrationFile,
    { schema: { params: registrationFileParamsSchema, querystring: registrationFileQuerySchema }, config: { ...access, personalData: true } },
    async (request, reply) => {
      const { id, field } = request.params;
      const download = request.query.download === "1";
      const registration = await readRegistration(app.db, id);
      if (!registration) return notFound(reply, registrationMessages.notFound);
      const key = uploadKeyOf(app.storage, registration, field);
      if (key === null) return notFound(reply, registrationMessages.noFile);
      const storage = app.storage;

      if (storage.kind === "s3") {
        if (!(await storage.exists(key))) return notFound(reply, registrationMessages.fileGone);
        await recordFileView(app, request, id, field, download);
        const downloadName = download ? `${fieldKeySegment(field)}.${key.slice(key.lastIndexOf(".") + 1)}` : undefined;
        return reply.redirect(await storage.presignedUrl(key, { expiresInSeconds: presignedSeconds, downloadName }), 302);
      }

      const file = await storage.open(key);
      if (!file) return notFound(reply, registrationMessages.fileGone);
      await recordFileView(app, request, id, field, download);
      // The bytes say what the file is, as they did at upload; a file of no known type is only downloaded.
      const type = detectUploadType(file.head);
      const extension = type ?? "bin";
      const disposition = download || !type ? `attachment; filename="${fieldKeySegment(field)}.${extension}"` : "inline";
      return reply
        .header("content-type", type ? contentTypes[type] : "application/octet-stream")
        .header("content-length", String(file.size))
        .header("content-disposition", disposition)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", fileContentSecurityPolicy)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
}

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).send({ statusCode: 404, error: "Not Found", message });
}

/**
 * One activity entry per organiser, file and way of opening it (shown or downloaded) in ten minutes:
 * the registration's page shows an image inline and its "Open" link fetches it again, and a browser's
 * viewer may fetch a file twice for one click; the organiser looked at it once.
 */
export const fileViewWindowMs = 10 * 60_000;

async function recordFileView(app: FastifyInstance, request: FastifyRequest, id: string, field: string, download: boolean) {
  const organiser = request.organiser!;
  await recordActivityOnce(
    app.db,
    { actor: { id: organiser.id, email: organiser.email }, action: "file-view", subjectType: "event_registration", subjectId: id, details: { field, download } },
    fileViewWindowMs,
  );
}

/**
 * The key of the upload an answer refers to, when it is one of this registration's own event and
 * field: a row changed by hand to name another event's or another field's object opens nothing.
 */
function uploadKeyOf(storage: ObjectStorage, registration: Pick<StoredRegistration, "eventId" | "answers">, field: string): string | null {
  const value = Object.hasOwn(registration.answers, field) ? registration.answers[field] : undefined;
  if (typeof value !== "string") return null;
  const key = storage.keyOf(value);
  if (key === null) return null;
  // Event ids are compared in any letter case: an upload's key keeps the case its URL was sent with.
  const keyEvent = key.slice(0, key.indexOf("/"));
  return keyEvent.toLowerCase() === registration.eventId.toLowerCase() && isUploadKeyFor(key, keyEvent, field, "file") ? key : null;
}

/** The answers that hold one of the registration's uploads, with what each file is. */
function fileFields(storage: ObjectStorage, registration: Pick<StoredRegistration, "eventId" | "answers">): Map<string, RegistrationFile> {
  const files = new Map<string, RegistrationFile>();
  for (const field of Object.keys(registration.answers)) {
    const key = uploadKeyOf(storage, registration, field);
    if (key === null) continue;
    const extension = key.slice(key.lastIndexOf(".") + 1);
    files.set(field, { extension, image: (imageUploadTypes as readonly string[]).includes(extension) });
  }
  return files;
}

/**
 * A registration's answers as CSV cells, in the columns' order: an upload becomes the console's
 * address for it, which asks for a sign-in; a column of another event's is empty.
 */
function answerCells(storage: ObjectStorage, origin: string, row: StoredRegistration, columns: readonly (string | null)[]): unknown[] {
  const files = fileFields(storage, row);
  return columns.map((name) => {
    if (name === null || !Object.hasOwn(row.answers, name)) return "";
    return files.has(name) ? origin + consoleApiPath(consoleApiPaths.registrationFile, { id: row.id, field: name }) : row.answers[name];
  });
}

/** The columns after the time, as the console's table has them (the reference it searches by first). */
const registrationHeader = [
  "Reference",
  "Category",
  "Status",
  "Checked in at (Dhaka time)",
  "Checked in by",
  "Walk-in",
  "Fee (TK)",
  "Payment type",
  "Payment number",
  "Account name",
  "Account number",
  "Transaction ID",
  "Payment verified at (Dhaka time)",
  "Guardian's name",
  "Guardian's phone",
  "Guardian's consent",
  "Privacy policy accepted",
  "Terms accepted",
  "Accepted at (Dhaka time)",
  "Language",
] as const;
/**
 * Attendance: when and by whom a registrant was checked in at the door, and whether they
 * registered there (a walk-in); and a paid
 * category's payment, as the applications' export words it. Blank where there is none.
 */
const attendanceCells = (row: StoredRegistration) => [
  row.checkedInAt ? dhakaDateTime(row.checkedInAt) : "",
  row.checkedInByName ?? "",
  row.walkIn ? "Yes" : "",
  row.payment?.feeTaka ?? "",
  row.payment ? paymentTypeLabels[row.payment.paymentType] : "",
  row.payment?.paymentNumber ?? "",
  row.payment?.accountName ?? "",
  row.payment?.accountNumber ?? "",
  row.payment?.transactionId ?? "",
  row.payment?.verifiedAt ? dhakaDateTime(new Date(row.payment.verifiedAt)) : "",
  // The guardian of a participant who may be under 18 and what it accepted.
  row.guardian?.name ?? "",
  row.guardian?.phone ?? "",
  row.guardian ? "Yes" : "",
  row.consent.privacyPolicyVersion ? versionLabel(row.consent.privacyPolicyVersion) : "",
  row.consent.termsVersion ? versionLabel(row.consent.termsVersion) : "",
  row.consent.consentAt ? dhakaDateTime(new Date(row.consent.consentAt)) : "",
  // The language of the page it was sent from.
  languageNames[row.lang],
];

/** An event's registrations newest first, as its table lists them, with the table's filter. */
function readBatches(app: FastifyInstance, filter: RegistrationFilter & { event: string }) {
  return inBatches((after, limit) => readRegistrationExportBatch(app.db, filter, after, limit));
}

async function oneEventExport(app: FastifyInstance, event: { id: string; title: string }, filter: RegistrationFilter, origin: string) {
  const [forms, answerNames] = await Promise.all([readEventForms(app.db, event.id), readAnswerNames(app.db, event.id)]);
  const columns: RegistrationColumn[] = registrationColumns(forms, answerNames);
  const names = columns.map((column) => column.name);
  const rows = async function* () {
    for await (const row of readBatches(app, { ...filter, event: event.id })) {
      yield [dhakaDateTime(row.createdAt), row.reference, row.categoryName, registrationStatusLabels[row.status], ...attendanceCells(row), ...answerCells(app.storage, origin, row, names)];
    }
  };
  return { header: ["Submitted (Dhaka time)", ...registrationHeader, ...columns.map((column) => column.label)], rows: rows() };
}

/**
 * Every event's registrations, event by event (newest event first, as the console's list of events),
 * each newest first through its own index range; the columns are every event's, shared where events ask the same (columnsAcrossEvents).
 */
async function allEventsExport(app: FastifyInstance, filter: RegistrationFilter, origin: string) {
  const [allEvents, forms, answerNames] = await Promise.all([listRegistrationEvents(app.db), readAllForms(app.db), readAllAnswerNames(app.db)]);
  const withColumns = allEvents.map((event) => ({
    ...event,
    columns: registrationColumns(
      forms.filter((form) => form.eventId === event.id),
      answerNames.get(event.id) ?? [],
    ),
  }));
  const columns: ExportColumn[] = columnsAcrossEvents(withColumns);
  const rows = async function* () {
    for (const event of withColumns) {
      if (event.registrations === 0) continue;
      const names = columns.map((column) => (column.eventId === undefined || column.eventId === event.id ? column.name : null));
      for await (const row of readBatches(app, { ...filter, event: event.id })) {
        yield [
          event.title,
          dhakaDateTime(row.createdAt),
          row.reference,
          row.categoryName,
          registrationStatusLabels[row.status],
          ...attendanceCells(row),
          ...answerCells(app.storage, origin, row, names),
        ];
      }
    }
  };
  return { header: ["Event", "Submitted (Dhaka time)", ...registrationHeader, ...columns.map((column) => column.label)], rows: rows() };
}
