import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  applicationFilterSchema,
  applicationListQuerySchema,
  applicationParamsSchema,
  applicationStatusLabels,
  paymentTypeLabels,
  statusChangeSchema,
  tellMessages,
  tellParamsSchema,
  toldSchema,
  type ApplicationFilter,
  type StatusChangeAnswer,
} from "./contract.ts";
import { languageNames } from "#shared/console/languages.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { departments } from "#shared/departments.ts";
import { memberCardPath } from "#features/members/rules.ts";
import { dhakaDateTime, exportDate, inBatches, recordExport, sendCsv, taka } from "#server/console/csv-export.ts";
import { versionLabel } from "#shared/legal-versions.ts";
import {
  changeApplicationStatus,
  listApplications,
  readApplication,
  readApplicationExportBatch,
  type ApplicationExportRow,
} from "./store.server.ts";
import { readMemberOfApplication } from "#features/members/service.server.ts";
import { queueStatusMail } from "./mail.server.ts";
import { readApplicationMoney } from "#features/payments/service.server.ts";
import { markTold, readTellBatch } from "./tell-them.store.server.ts";
import { withTransaction } from "#server/unit-of-work.ts";

const access = { organiser: { roles: consoleAreas.applications } };

/** Membership applications: the table, one application, status changes (one or many) and the CSV export. */
export default async function applicationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(consoleApiPaths.applications, { schema: { querystring: applicationListQuerySchema }, config: access }, async (request) =>
    listApplications(app.db, request.query),
  );

  api.get(consoleApiPaths.applicationsExport, { schema: { querystring: applicationFilterSchema }, config: access }, async (request, reply) => {
    const { q, ...filters } = request.query;
    await recordExport(app, request, { area: "applications", subjectType: "join_request", filters, searched: q !== undefined });
    return sendCsv(reply, {
      filename: `applications-${exportDate()}.csv`,
      header: exportHeader,
      rows: exportRows(app, request.query),
    });
  });

  api.get(consoleApiPaths.application, { schema: { params: applicationParamsSchema }, config: access }, async (request, reply) => {
    const application = await readApplication(app.db, request.params.id);
    if (!application) {
      return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "There is no application with this id. It may have been removed." });
    }
    // The member number given at the first approval, kept for life, and the card the approval letter
    // links to, so a letter sent on WhatsApp carries it too.
    const member = await readMemberOfApplication(app.db, application.id);
    // Every received payment tied to it and its state in words.
    const money = await readApplicationMoney(app.db, application.id);
    return { ...application, memberNumber: member?.memberNumber ?? null, memberCardPath: member ? memberCardPath(member.cardToken) : null, money: money ?? null };
  });

  api.post(consoleApiPaths.applicationsStatus, { schema: { body: statusChangeSchema }, config: access }, async (request) => {
    const organiser = request.organiser!;
    const actor = { id: organiser.id, email: organiser.email };
    // The change, each applicant's e-mail and one activity entry saying what was done,
    // without names, in one unit of work.
    return withTransaction(app.db, app.mail, async (work) => {
      const { result, applicants } = await changeApplicationStatus(work.tx, request.body, actor);
      await queueStatusMail(work, applicants);
      await work.activity.record({
        actor,
        action: "application-status",
        subjectType: "join_request",
        ...(request.body.ids.length === 1 ? { subjectId: request.body.ids[0] } : {}),
        details: { status: request.body.status, changed: result.changed.length, skipped: result.skipped.length },
      });
      // Told by e-mail only when e-mail is on: the console says so, and offers WhatsApp otherwise.
      return { ...result, emailed: work.mail.enabled && applicants.length > 0 } satisfies StatusChangeAnswer;
    });
  });

  // "Tell them": one click's changes, each applicant's e-mail state and whether
  // an organiser told them on WhatsApp.
  api.get(consoleApiPaths.applicationsTell, { schema: { params: tellParamsSchema }, config: access }, async (request, reply) => {
    const batch = await readTellBatch(app.db, request.params.batchId);
    if (!batch) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: tellMessages.batchNotFound });
    return batch;
  });

  api.post(consoleApiPaths.applicationsTold, { schema: { params: tellParamsSchema, body: toldSchema }, config: access }, async (request, reply) => {
    const organiser = request.organiser!;
    const actor = { id: organiser.id, email: organiser.email };
    const told = await withTransaction(app.db, app.mail, async (work) => {
      const marked = await markTold(work.tx, request.params.batchId, request.body.changeId, actor);
      // The entry names the application and the status, never the phone number or the letter.
      if (marked?.first) {
        await work.activity.record({ actor, action: "applicant-told", subjectType: "join_request", subjectId: marked.applicationId, details: { status: marked.status, by: "whatsapp" } });
      }
      return marked;
    });
    if (!told) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: tellMessages.changeNotFound });
    return { changeId: told.changeId, toldAt: told.toldAt };
  });
}

const exportHeader = [
  "Submitted at (Dhaka time)",
  "Reference",
  "Status",
  "Status reason",
  "Status changed at (Dhaka time)",
  "Full name",
  "College roll",
  "Email",
  "Phone",
  "Section",
  "Blood group",
  "Father's name",
  "Father's phone",
  "Mother's name",
  "Mother's phone",
  "Permanent address",
  "Present address",
  "Photo link",
  "Facebook ID",
  "Previous clubbing experience",
  "Extra qualification activities",
  "Departments",
  "Payment type",
  "Amount (TK)",
  "Payment number",
  "Account name",
  "Account number",
  "Transaction ID",
  "Shares transaction ID",
  // Payments a reviewer tied to it by hand: each list in the same order.
  "Payments tied by hand",
  "Tie reasons",
  "Tied by",
  "Tied at (Dhaka time)",
  "Privacy policy accepted",
  "Terms accepted",
  "Accepted at (Dhaka time)",
  "Language",
  "Application ID",
] as const;

const departmentNames = new Map<string, string>(departments.map((d) => [d.code, d.name]));

const yesNo = (value: boolean) => (value ? "Yes" : "No");

function exportRow(row: ApplicationExportRow): unknown[] {
  return [
    dhakaDateTime(row.createdAt),
    row.reference,
    applicationStatusLabels[row.status],
    row.statusReason,
    row.statusChangedAt && dhakaDateTime(row.statusChangedAt),
    row.fullName,
    row.collegeRoll,
    row.email,
    row.phone,
    row.section,
    row.bloodGroup,
    row.fathersName,
    row.fathersPhone,
    row.mothersName,
    row.mothersPhone,
    row.permanentAddress,
    row.presentAddress,
    row.photoDriveLink,
    row.facebookId,
    yesNo(row.previousClubbingExperience),
    yesNo(row.extraQualificationActivities),
    row.departments.map((code) => departmentNames.get(code) ?? code),
    paymentTypeLabels[row.paymentType],
    row.totalAmount,
    row.paymentNumber,
    row.accountName,
    row.accountNumber,
    row.transactionId,
    yesNo(row.sharedTransactionId),
    row.ties.map((tie) => `${tie.transactionId} (Tk ${taka(tie.amountPoisha)})`),
    row.ties.map((tie) => tie.reason),
    row.ties.map((tie) => tie.byEmail ?? ""),
    row.ties.map((tie) => dhakaDateTime(tie.at)),
    row.privacyPolicyVersion && versionLabel(row.privacyPolicyVersion),
    row.termsVersion && versionLabel(row.termsVersion),
    row.consentAt && dhakaDateTime(row.consentAt),
    languageNames[row.lang],
    row.id,
  ];
}

/** The filtered applications newest first, as the table lists them, one batch at a time. */
async function* exportRows(app: FastifyInstance, filter: ApplicationFilter): AsyncGenerator<unknown[]> {
  for await (const row of inBatches((after, limit) => readApplicationExportBatch(app.db, filter, after, limit))) yield exportRow(row);
}
