import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { applications, applicationStatusChanges } from "#server/db/schema.ts";
import { applicationPayload, markedApplicant } from "../factories.ts";
import type { AccessContext, ConsoleRouteCase } from "./types.ts";

let made = 0;

/**
 * A valid join_requests row for console tests, unique by its number: the factory's online
 * application (all four payment fields, terms agreed) with the IT department only, which the
 * department filter's tests count on. Override what a test is about.
 */
export function applicationRow(overrides: Partial<typeof applications.$inferInsert> = {}): typeof applications.$inferInsert {
  const marker = `applicant${++made}x${Date.now().toString(36)}`;
  return { ...applicationPayload({ ...markedApplicant(marker), departments: ["it"], transactionId: `TXN${marker}` }), ...overrides };
}

async function prepare({ t, ids }: AccessContext) {
  if (ids.application) return;
  const [row] = await t.db.insert(applications).values(applicationRow()).returning({ id: applications.id });
  ids.application = row!.id;
}

const allowed = consoleAreas.applications;

/** A batch of one status change, for the "Tell them" routes. */
async function prepareBatch(context: AccessContext) {
  await prepare(context);
  if (context.ids.tellBatch) return;
  const batchId = crypto.randomUUID();
  const [row] = await context.t.db
    .insert(applicationStatusChanges)
    .values({ applicationId: context.ids.application!, fromStatus: "pending", toStatus: "rejected", reason: "No payment.", batchId })
    .returning({ id: applicationStatusChanges.id });
  context.ids.tellBatch = batchId;
  context.ids.tellChange = row!.id;
}

export const applicationRouteCases: ConsoleRouteCase[] = [
  {
    method: "GET",
    route: consoleApiPaths.applications,
    url: () => `${consoleApiPaths.applications}?status=pending&page=1`,
    allowed,
    successStatus: 200,
  },
  {
    method: "GET",
    route: consoleApiPaths.application,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.application, { id: ids.application! }),
    allowed,
    successStatus: 200,
    prepare,
  },
  {
    method: "POST",
    route: consoleApiPaths.applicationsStatus,
    url: () => consoleApiPaths.applicationsStatus,
    // The first allowed call verifies the payment; later ones are answered 200 with the row skipped.
    payload: ({ ids }) => ({ ids: [ids.application!], status: "payment_verified" }),
    allowed,
    successStatus: 200,
    prepare,
  },
  {
    method: "GET",
    route: consoleApiPaths.applicationsTell,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.applicationsTell, { batchId: ids.tellBatch! }),
    allowed,
    successStatus: 200,
    prepare: prepareBatch,
  },
  {
    method: "POST",
    route: consoleApiPaths.applicationsTold,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.applicationsTold, { batchId: ids.tellBatch! }),
    // Marked once; later calls keep the first time and answer 200 too.
    payload: ({ ids }) => ({ changeId: ids.tellChange! }),
    allowed,
    successStatus: 200,
    prepare: prepareBatch,
  },
  {
    method: "GET",
    route: consoleApiPaths.applicationsExport,
    url: () => `${consoleApiPaths.applicationsExport}?payment=online`,
    allowed,
    successStatus: 200,
  },
];
