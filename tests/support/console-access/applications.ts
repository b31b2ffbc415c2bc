import { consoleApiPath, consoleApiPaths } from "../../../src/shared/console/paths.ts";
import { consoleAreas } from "../../../src/shared/console/roles.ts";
import { applications } from "../../../src/server/db/schema.ts";
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
    route: consoleApiPaths.applicationsExport,
    url: () => `${consoleApiPaths.applicationsExport}?payment=online`,
    allowed,
    successStatus: 200,
  },
];
