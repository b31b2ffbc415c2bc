import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/api/paths.ts";
import { databaseRetryAfterSeconds } from "../../plugins/app/database-faults.ts";

/** Submissions answered 503 this recently make the health "degraded". */
const recentTimeoutsWindowMs = 60_000;

export type HealthStatus = "ok" | "degraded" | "down";

/** What is known about the service's health: the public sees `status` only. */
export interface HealthReport {
  status: HealthStatus;
  database: { kind: "embedded" | "postgres"; state: "up" | "down" };
  lists?: { stale: string[] };
  submissions?: { timedOutLastMinute: number };
  /** Set while upload storage's last write failed (a full disk, say), until one succeeds. */
  storage?: { failing: true };
  /** Set while a local disk the server writes to has less free space than the reserve. */
  freeSpace?: { belowReserve: true };
  /** Set for a minute after the database refused a write for a full disk. */
  databaseWrites?: { diskFullLastMinute: true };
}

/**
 * "ok"; "degraded" while the database answers but some of its work does not (lists answered from
 * the copy in memory, submissions cut by their time-out), upload storage cannot write, a local disk
 * has less free space than the reserve, or the database refused a write for a full disk in the last
 * minute; "down" when the database does not answer
 * at all.
 */
export async function healthReport(app: FastifyInstance): Promise<HealthReport> {
  const staleLists = app.staleCachedLists();
  const timedOutSubmissions = app.recentSubmissionTimeouts(recentTimeoutsWindowMs);
  const storageFailing = app.storageHealth.failing;
  const belowReserve = await app.freeSpace.belowReserve();
  const databaseFull = Date.now() - app.databaseFaults.lastFullAt < recentTimeoutsWindowMs;
  const slow = staleLists.length > 0 || timedOutSubmissions > 0 || storageFailing || belowReserve || databaseFull;
  const details = slow
    ? {
        lists: { stale: staleLists },
        submissions: { timedOutLastMinute: timedOutSubmissions },
        ...(storageFailing ? { storage: { failing: true as const } } : {}),
        ...(belowReserve ? { freeSpace: { belowReserve: true as const } } : {}),
        ...(databaseFull ? { databaseWrites: { diskFullLastMinute: true as const } } : {}),
      }
    : {};
  try {
    await app.database.ping();
  } catch {
    return { status: "down", database: { kind: app.database.kind, state: "down" }, ...details };
  }
  return { status: slow ? "degraded" : "ok", database: { kind: app.database.kind, state: "up" }, ...details };
}

/**
 * The public health check: 200 `{status:"ok"}` or `{status:"degraded"}` (pages keep answering),
 * 503 `{status:"down"}` with `Retry-After`, and nothing more: which database, which lists and how many submissions
 * are for the log, written once each time they change (the status, the database's state, which
 * lists are stale, whether submissions timed out), and for admins at `GET /api/organiser/health`.
 */
export default async function healthRoutes(app: FastifyInstance) {
  let lastState = stateOf({ status: "ok", database: { kind: app.database.kind, state: "up" } });
  app.get(apiPaths.health, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const report = await healthReport(app);
    const state = stateOf(report);
    if (state !== lastState) {
      lastState = state;
      app.log[report.status === "ok" ? "info" : "warn"]({ health: report }, "health changed");
    }
    if (report.status === "down") reply.header("retry-after", String(databaseRetryAfterSeconds));
    return reply.code(report.status === "down" ? 503 : 200).send({ status: report.status });
  });
}

/** What a change of health is told by: not the count of timed-out submissions, which moves each minute. */
function stateOf(report: HealthReport): string {
  return JSON.stringify([
    report.status,
    report.database.state,
    [...(report.lists?.stale ?? [])].sort(),
    (report.submissions?.timedOutLastMinute ?? 0) > 0,
    Boolean(report.storage?.failing),
    Boolean(report.freeSpace?.belowReserve),
    Boolean(report.databaseWrites?.diskFullLastMinute),
  ]);
}
