import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { consoleApiPaths, paymentForwardPath } from "#shared/console/paths.ts";
import {
  matchListQuerySchema,
  pasteRules,
  paymentIdParamsSchema,
  setAsideSchema,
  tieSchema,
  pasteSchema,
  paymentSettingsSchema,
  receivedListQuerySchema,
  verifyAllSchema,
  paymentSourceLabels,
  receivedKindLabels,
  walletLabels,
  wallets,
  type ForwarderSecretAnswer,
  type PasteAnswer,
  type PaymentSettings,
  type PaymentSettingsInput,
  type PaymentSource,
  type RefusedLine,
} from "./contract.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import type { ActivityActor } from "#features/activity/contract.ts";
import { readPaymentSettings, removeForwarderSecret, rotateForwarderSecret, savePaymentSettings } from "./settings.store.server.ts";
import {
  insertReceivedPayments,
  listMatches,
  listReceivedPayments,
  readReceivedExportBatch,
  readVerifyPreview,
  type ReceivedExportRow,
  setPaymentAside,
  tiePayments,
  undoPaymentAside,
  untiePayment,
  type ManualResult,
  type PaymentToStore,
} from "./store.server.ts";
import { readStatement, statementRules } from "./statement.server.ts";
import { verifyAutomatically, verifyExactMatches } from "./service.server.ts";
import { readPastedSms } from "./wallet-sms.ts";
import { withTransaction } from "#server/unit-of-work.ts";
import { dhakaDateTime, exportDate, inBatches, recordExport, sendCsv, taka } from "#server/console/csv-export.ts";

const reviewers = { organiser: { roles: consoleAreas.payments } };
const admins = { organiser: { roles: consoleAreas.paymentSettings } };

/** A paste's JSON body: each character at most 4 bytes of UTF-8 or a 2-byte escape ("\n"), and the braces around it. */
const pasteBodyLimit = pasteRules.maxCharacters * 4 + 4096;

/**
 * Payments stored in one transaction: a step of a big paste or statement holds the database for tens
 * of milliseconds. PGlite runs in this process and answers one query at a time, so its steps are smaller.
 */
const storeSteps = { embedded: 100, postgres: 500 } as const;

const statementQuerySchema = z.strictObject({
  wallet: z.enum(wallets, { error: `wallet must be one of ${wallets.join(", ")}.` }).optional(),
});

const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);

/** Names of the settings an admin changed, as the activity log lists them (no values: the senders are not personal, but stay short). */
const settingNames: Record<keyof PaymentSettingsInput, string> = {
  feeTaka: "fee",
  windowDaysBefore: "days before",
  windowDaysAfter: "days after",
  autoVerify: "automatic verification",
  forwarderSenders: "forwarder senders",
  registrationPaymentHours: "hours to pay for a registration",
};

/**
 * The Payments page's API: payments received from pasted SMS
 * or a statement file, the received list, the applications' match states, verifying every exact
 * match at once, and the admins' settings with the forwarder's secret.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A statement file is sent as it is, text/csv.
  app.addContentTypeParser(["text/csv", "text/plain"], { parseAs: "string", bodyLimit: statementRules.maxBytes }, (_request, body, done) => done(null, body));

  /**
   * Stores the payments a step at a time, each step in one unit of work with
   * its activity entry and, when automatic verification is on, the verification of the exact matches
   * among the payments it added (verify.ts). A paste of thousands thus holds the database (on PGlite,
   * the one connection) a step at a time, and other requests are answered between steps. The answer
   * lists the first refused lines and counts them all.
   */
  const store = async (actor: ActivityActor, source: PaymentSource, payments: PaymentToStore[], refused: RefusedLine[], refusedCount = refused.length): Promise<PasteAnswer> => {
    const { autoVerify } = await readPaymentSettings(app.db);
    const storeStep = storeSteps[app.database.kind];
    const parts = Math.max(1, Math.ceil(payments.length / storeStep));
    let added = 0;
    let alreadyKnown = 0;
    let verified = 0;
    let setAside = 0;
    for (let part = 0; part < parts; part++) {
      if (part > 0) await new Promise((resolve) => setImmediate(resolve));
      const step = payments.slice(part * storeStep, (part + 1) * storeStep);
      const done = await withTransaction(app.db, app.mail, async (work) => {
        const { addedIds, alreadyKnown: known, setAside: asideNow } = await insertReceivedPayments(work.tx, step, source, actor);
        await work.activity.record({
          actor,
          action: "payments-added",
          details: {
            source,
            added: addedIds.length,
            alreadyKnown: known,
            // The refused lines are counted once, with the first step.
            refused: part === 0 ? refusedCount : 0,
            ...(asideNow > 0 ? { setAside: asideNow } : {}),
            ...(parts > 1 ? { part: part + 1, parts } : {}),
          },
        });
        return { added: addedIds.length, alreadyKnown: known, setAside: asideNow, verified: autoVerify ? await verifyAutomatically(work, addedIds, actor) : 0 };
      });
      setAside += done.setAside;
      added += done.added;
      alreadyKnown += done.alreadyKnown;
      verified += done.verified;
    }
    return { added, alreadyKnown, refused: refused.slice(0, pasteRules.refusedListed), refusedCount, setAside, verified };
  };

  api.post(consoleApiPaths.paymentsPaste, { schema: { body: pasteSchema }, bodyLimit: pasteBodyLimit, config: reviewers }, async (request, reply) => {
    const organiser = request.organiser!;
    const read = await readPastedSms(request.body.text);
    if (!read.ok) return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: read.message });
    const refused = read.rejected.map((line) => ({ line: line.line, text: cut(line.text), reason: line.reason }));
    return store({ id: organiser.id, email: organiser.email }, "paste", read.payments.map((p) => p.payment), refused, read.rejectedCount);
  });

  api.post(
    consoleApiPaths.paymentsStatement,
    {
      schema: { querystring: statementQuerySchema, body: z.string({ error: "Send the statement file as CSV text." }) },
      bodyLimit: statementRules.maxBytes,
      config: { ...admins, contentTypes: ["text/csv", "text/plain"] },
    },
    async (request, reply) => {
      const organiser = request.organiser!;
      const read = readStatement(request.body, request.query.wallet);
      if (!read.ok) return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: read.message });
      return store({ id: organiser.id, email: organiser.email }, "statement", read.payments, read.refused);
    },
  );

  api.get(consoleApiPaths.paymentsReceived, { schema: { querystring: receivedListQuerySchema }, config: reviewers }, async (request) =>
    listReceivedPayments(app.db, request.query),
  );

  // Every received payment with the decisions about it, streamed.
  api.get(consoleApiPaths.paymentsReceivedExport, { config: reviewers }, async (request, reply) => {
    await recordExport(app, request, { area: "received-payments", subjectType: "received_payment", filters: {}, searched: false });
    return sendCsv(reply, { filename: `received-payments-${exportDate()}.csv`, header: receivedExportHeader, rows: receivedExportRows(app) });
  });

  api.get(consoleApiPaths.paymentsMatches, { schema: { querystring: matchListQuerySchema }, config: reviewers }, async (request) =>
    listMatches(app.db, request.query),
  );

  api.get(consoleApiPaths.paymentsVerifyPreview, { config: reviewers }, async () => readVerifyPreview(app.db));

  api.post(consoleApiPaths.paymentsVerifyAll, { schema: { body: verifyAllSchema }, bodyLimit: 512 * 1024, config: reviewers }, async (request) => {
    const organiser = request.organiser!;
    const actor = { id: organiser.id, email: organiser.email };
    return withTransaction(app.db, app.mail, async (work) => {
      const answer = await verifyExactMatches(work, request.body.ids, actor);
      await work.activity.record({
        actor,
        action: "payments-verified",
        subjectType: "join_request",
        ...(request.body.ids.length === 1 ? { subjectId: request.body.ids[0] } : {}),
        details: { verified: answer.verified, ...(answer.registrations ? { registrations: answer.registrations } : {}), skipped: answer.skipped.length },
      });
      return answer;
    });
  });

  // Tie, join and set aside by hand: each change and its activity entry in one
  // unit of work; the entry names the application and counts, never a transaction ID, number or reason.
  const refuse = (reply: FastifyReply, result: Extract<ManualResult<unknown>, { ok: false }>) =>
    reply.code(result.status).send({ statusCode: result.status, error: result.status === 404 ? "Not Found" : "Conflict", message: result.message });

  api.post(consoleApiPaths.paymentsTie, { schema: { body: tieSchema }, config: reviewers }, async (request, reply) => {
    const organiser = request.organiser!;
    const actor = { id: organiser.id, email: organiser.email };
    const result = await withTransaction(app.db, app.mail, async (work) => {
      const tied = await tiePayments(work.tx, request.body, actor);
      if (tied.ok && tied.value.tied > 0) {
        await work.activity.record({
          actor,
          action: "payment-tied",
          subjectType: "join_request",
          subjectId: tied.value.application.id,
          details: { payments: tied.value.tied, joined: tied.value.joined },
        });
      }
      return tied;
    });
    if (!result.ok) return refuse(reply, result);
    return { application: result.value.application, tied: result.value.tied };
  });

  api.delete(consoleApiPaths.paymentTie, { schema: { params: paymentIdParamsSchema }, config: reviewers }, async (request, reply) => {
    const organiser = request.organiser!;
    const actor = { id: organiser.id, email: organiser.email };
    const result = await withTransaction(app.db, app.mail, async (work) => {
      const undone = await untiePayment(work.tx, request.params.id);
      if (undone.ok) {
        await work.activity.record({ actor, action: "payment-untied", subjectType: "join_request", subjectId: undone.value.applicationId, details: { payments: 1 } });
      }
      return undone;
    });
    return result.ok ? reply.code(204).send() : refuse(reply, result);
  });

  api.post(consoleApiPaths.paymentSetAside, { schema: { params: paymentIdParamsSchema, body: setAsideSchema }, config: reviewers }, async (request, reply) => {
    const organiser = request.organiser!;
    const actor = { id: organiser.id, email: organiser.email };
    const result = await withTransaction(app.db, app.mail, async (work) => {
      const aside = await setPaymentAside(work.tx, request.params.id, request.body.reason, actor);
      if (aside.ok) {
        await work.activity.record({ actor, action: "payment-set-aside", subjectType: "received_payment", subjectId: request.params.id, details: { kind: aside.value.kind } });
      }
      return aside;
    });
    return result.ok ? reply.code(204).send() : refuse(reply, result);
  });

  api.delete(consoleApiPaths.paymentSetAside, { schema: { params: paymentIdParamsSchema }, config: reviewers }, async (request, reply) => {
    const organiser = request.organiser!;
    const actor = { id: organiser.id, email: organiser.email };
    const result = await withTransaction(app.db, app.mail, async (work) => {
      const undone = await undoPaymentAside(work.tx, request.params.id);
      if (undone.ok) {
        await work.activity.record({ actor, action: "payment-set-aside-undone", subjectType: "received_payment", subjectId: request.params.id, details: { kind: undone.value.kind } });
      }
      return undone;
    });
    return result.ok ? reply.code(204).send() : refuse(reply, result);
  });

  api.get(consoleApiPaths.paymentSettings, { config: admins }, async () => readPaymentSettings(app.db));

  api.put(consoleApiPaths.paymentSettings, { schema: { body: paymentSettingsSchema }, config: admins }, async (request) => {
    const organiser = request.organiser!;
    const actor = { id: organiser.id, email: organiser.email };
    return withTransaction(app.db, app.mail, async (work): Promise<PaymentSettings> => {
      const before = await readPaymentSettings(work.tx);
      const after = await savePaymentSettings(work.tx, request.body);
      const changed = (Object.keys(settingNames) as (keyof PaymentSettingsInput)[]).filter(
        (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
      );
      await work.activity.record({
        actor,
        action: "payment-settings-changed",
        details: { fields: changed.map((field) => settingNames[field]), ...(changed.includes("autoVerify") ? { autoVerify: after.autoVerify } : {}) },
      });
      return after;
    });
  });

  api.post(consoleApiPaths.paymentForwarderSecret, { config: admins }, async (request, reply) => {
    const organiser = request.organiser!;
    const answer = await withTransaction(app.db, app.mail, async (work): Promise<ForwarderSecretAnswer> => {
      const { secret, createdAt } = await rotateForwarderSecret(work.tx);
      await work.activity.record({ actor: { id: organiser.id, email: organiser.email }, action: "forwarder-secret-changed", details: { removed: false } });
      return { secret, createdAt: createdAt.toISOString(), url: `${new URL(app.mail.siteUrl).origin}${paymentForwardPath}?secret=${secret}` };
    });
    return reply.code(201).send(answer);
  });

  api.delete(consoleApiPaths.paymentForwarderSecret, { config: admins }, async (request, reply) => {
    const organiser = request.organiser!;
    await withTransaction(app.db, app.mail, async (work) => {
      const removed = await removeForwarderSecret(work.tx);
      if (removed) {
        await work.activity.record({ actor: { id: organiser.id, email: organiser.email }, action: "forwarder-secret-changed", details: { removed: true } });
      }
    });
    return reply.code(204).send();
  });
}

const receivedExportHeader = [
  "Received at (Dhaka time)",
  "Wallet",
  "Amount (TK)",
  "Sender number",
  "Transaction ID",
  "Kind",
  "Source",
  "Added at (Dhaka time)",
  "Added by",
  "Application reference",
  "Tied by hand",
  "Tie reason",
  "Tied by",
  "Tied at (Dhaka time)",
  "Set aside reason",
  "Set aside by",
  "Set aside at (Dhaka time)",
  "Payment ID",
] as const;

/** Who set a payment aside: an organiser, or the SMS reader as it stored a Cash In or a bank deposit (no organiser). */
const setAsideBy = (row: ReceivedExportRow) => (row.setAsideAt === null ? null : (row.setAsideByEmail ?? "The SMS reader"));

function receivedExportRow(row: ReceivedExportRow): unknown[] {
  return [
    row.receivedAt && dhakaDateTime(row.receivedAt),
    walletLabels[row.wallet],
    taka(row.amountPoisha),
    row.senderNumber,
    row.transactionId,
    receivedKindLabels[row.kind],
    paymentSourceLabels[row.source],
    dhakaDateTime(row.createdAt),
    row.addedByEmail,
    row.applicationReference,
    row.tiedByHand ? "Yes" : "No",
    row.tieReason,
    row.tiedByEmail,
    row.tiedAt && dhakaDateTime(row.tiedAt),
    row.setAsideReason,
    setAsideBy(row),
    row.setAsideAt && dhakaDateTime(row.setAsideAt),
    row.id,
  ];
}

async function* receivedExportRows(app: FastifyInstance): AsyncGenerator<unknown[]> {
  for await (const row of inBatches((after, limit) => readReceivedExportBatch(app.db, after, limit))) yield receivedExportRow(row);
}
