import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { memberFilterSchema, memberListQuerySchema, type MemberFilter } from "./contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { departments } from "#shared/departments.ts";
import { dhakaDateTime, exportDate, recordExport, sendCsv } from "#server/console/csv-export.ts";
import { listMembers, readMemberExport } from "./store.server.ts";

// The roster is read by whoever reads applications (decision 110).
const access = { organiser: { roles: consoleAreas.applications } };

/** The members roster: approved applications with their member numbers, and its CSV export in the same order. */
export default async function memberRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(consoleApiPaths.members, { schema: { querystring: memberListQuerySchema }, config: access }, async (request) =>
    listMembers(app.db, request.query),
  );

  api.get(consoleApiPaths.membersExport, { schema: { querystring: memberFilterSchema }, config: access }, async (request, reply) => {
    const { q, ...filters } = request.query;
    await recordExport(app, request, { area: "members", subjectType: "join_request", filters, searched: q !== undefined });
    return sendCsv(reply, { filename: `members-${exportDate()}.csv`, header: exportHeader, rows: exportRows(app, request.query) });
  });
}

const exportHeader = ["Member number", "Name", "Departments", "Session", "Approved at (Dhaka time)", "Email", "Phone", "Application ID"] as const;

const departmentNames = new Map<string, string>(departments.map((d) => [d.code, d.name]));

async function* exportRows(app: FastifyInstance, filter: MemberFilter): AsyncGenerator<unknown[]> {
  for await (const row of readMemberExport(app.db, filter)) {
    yield [
      row.memberNumber,
      row.fullName,
      row.departments.map((code) => departmentNames.get(code) ?? code),
      row.sessionYear,
      row.approvedAt && dhakaDateTime(new Date(row.approvedAt)),
      row.email,
      row.phone,
      row.applicationId,
    ];
  }
}
