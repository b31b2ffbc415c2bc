import type { Socket } from "node:net";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import rateLimit from "./plugins/external/rate-limit.ts";
import redis from "./plugins/external/redis.ts";
import honeypot from "./plugins/app/honeypot.ts";
import requestGuards from "./plugins/app/request-guards.ts";
import requestLog, { loggerOptions } from "./plugins/app/logging.ts";
import database, { type AppDatabaseOption } from "./plugins/app/database.ts";
import cachedJson from "./plugins/app/cached-json.ts";
import listChanges from "./plugins/app/list-changes.ts";
import idempotency, { defaultSubmissionTimeoutMs } from "./plugins/app/idempotency.ts";
import errors from "./plugins/app/errors.ts";
import site from "./plugins/app/site.ts";
import { loadSiteFiles } from "./plugins/app/site-files.ts";
import { renderedPages } from "./site-render/rendered-pages.ts";
import { loadSiteBuild } from "./site-render/site-build.ts";
import securityHeaders from "./plugins/app/security-headers.ts";
import healthRoutes from "./routes/api/health.ts";
import pageViewRoutes from "#features/page-views/public.http.server.ts";
import teamMemberRoutes from "#features/people-lists/team-members.http.server.ts";
import eventRoutes from "#features/events/public.http.server.ts";
import registrationRoutes from "#features/registrations/public.http.server.ts";
import uploadRoutes from "#features/registrations/uploads.http.server.ts";
import storage from "./storage/plugin.ts";
import uploadClaims from "./plugins/app/upload-claims.ts";
import registrationExpiry from "#features/payments/registration-expiry-run.server.ts";
import eventReminders from "#features/announcements/reminders-run.server.ts";
import unsubscribeRoutes from "#features/announcements/unsubscribe.http.server.ts";
import retention from "#features/retention/daily-run.server.ts";
import certificateRoutes from "#features/certificates/check-page.http.server.ts";
import applicationSubmissionRoutes from "#features/applications/public.http.server.ts";
import applicationStatusRoutes from "#features/applications/status.http.server.ts";
import contactMessageRoutes from "#features/messages/public.http.server.ts";
import forwardedSmsRoutes from "#features/payments/forwarder.http.server.ts";
import executiveMemberRoutes from "#features/people-lists/executive-members.http.server.ts";
import subExecutiveMemberRoutes from "#features/people-lists/sub-executive-members.http.server.ts";
import alumniMemberRoutes from "#features/people-lists/alumni-members.http.server.ts";
import projectRoutes from "#features/club-work/projects.http.server.ts";
import publicationRoutes from "#features/club-work/publications.http.server.ts";
import clubPartnerRoutes from "#features/people-lists/club-partners.http.server.ts";
import membershipRoutes from "#features/payments/membership.http.server.ts";
import publicRetentionRoutes from "#features/retention/public.http.server.ts";
import campusAmbassadorRoutes from "#features/people-lists/campus-ambassadors.http.server.ts";
import organiserConsole from "./console/plugin.ts";
import type { PasswordHashing } from "./console/auth.ts";
import mail, { type MailPluginOptions } from "./mail/plugin.ts";
import mediaRoutes from "#features/content/media.http.server.ts";
import memberCardRoutes from "#features/members/card-page.http.server.ts";
import ticketRoutes from "#features/registrations/ticket-page.http.server.ts";
import eventCardRoutes from "#features/events/cards/http.server.ts";
import eventCardSweep from "#features/events/cards/sweep.server.ts";
import sitemapRoutes from "./routes/sitemap.ts";
import { loadConsoleFiles } from "./plugins/app/site-files.ts";
import { defaultFreeSpaceReserveBytes, type FreeSpaceProbe } from "./storage/free-space.ts";

export type BuildOptions = Pick<AppConfig, "seed" | "siteDir" | "trustProxy" | "storage"> &
  Partial<Pick<AppConfig, "siteUrl" | "authSecret" | "consoleDir">> & {
  /** The site's server build (build/server), which renders data pages, member cards and tickets; without it those are not served. */
  serverBuildDir?: string;
  /** False: data pages are rendered without their lists, which they load in the browser (PAGE_ROWS=off). */
  pageRows?: boolean;
  database: AppDatabaseOption;
} &
  Partial<Pick<AppConfig, "logLevel" | "rateLimit" | "handlerTimeoutMs" | "submissionTimeoutMs" | "listRefreshWaitMs" | "redis" | "uploads">> & {
    /** Tests pass false to keep their output quiet, or a stream to read what is logged. */
    logger?: boolean | { stream: NodeJS.WritableStream };
    /** How long a cached public list is served before it is reloaded (cached-json.ts); 0 in tests that edit rows directly. */
    jsonCacheTtlMs?: number;
    /** Unset or undefined: e-mail is off. */
    mail?: AppConfig["mail"];
    /** Tests shorten the mail worker's waits or hand in their own transport. */
    mailWorker?: Pick<MailPluginOptions, "worker" | "transport">;
    /** How often unpaid registrations are expired (5 minutes); 0: only when asked (tests). */
    registrationExpiryEveryMs?: number;
    /** How often the day-before reminders are looked for (15 minutes); 0: only when asked (tests). */
    eventRemindersEveryMs?: number;
    /** How often the retention rules run (a day) and how long after start the first run waits (10 minutes); every 0: only when asked (tests). */
    retentionEveryMs?: number;
    retentionStartDelayMs?: number;
    /** How often old event cards are swept (an hour); 0: only when asked (tests). */
    eventCardSweepEveryMs?: number;
    /**
     * The free-space reserve uploads leave on the local disks: FREE_SPACE_RESERVE_MB,
     * 256 MB by default. Tests hand in a probe instead of statfs.
     */
    freeSpaceReserveBytes?: AppConfig["freeSpaceReserveBytes"];
    freeSpaceProbe?: FreeSpaceProbe;
    /** How long a whole request (headers and body) may take to arrive: 30 s; tests shorten it (see `receiveLimits`). */
    requestTimeoutMs?: number;
    /** Unset (the server): better-auth's password hashing. The in-process test apps pass a cheaper one. */
    passwordHashing?: PasswordHashing;
  };

export const defaultRateLimit = { max: 20, windowMs: 60_000, pageViewMax: 120, notFoundMax: 120, signInMax: 10 };

export const defaultRequestTimeoutMs = 30_000;

/** What a request too slow to arrive is answered, where its socket can still be written to. */
export const requestTimeoutMessage = "The request took too long to arrive and was cut off. Please send it again.";

/**
 * A request, headers and body, must arrive within `requestTimeoutMs` of its first byte, however
 * slowly it trickles in. Node checks its open requests only every
 * `connectionsCheckingInterval` (30 s by default), and when `headersTimeout` (60 s by default) is
 * longer than `requestTimeout` it swaps the two: a body sent a byte every 2 s was cut only after
 * 73-82 s. So the headers get the same limit, and the check runs often enough to cut within a
 * second of it. The 408 carries a message instead of Fastify's "Client Timeout".
 */
function receiveLimits(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(requestTimeoutMs / 4))),
    },
    clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      const [status, body] =
        error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? ["408 Request Timeout", { statusCode: 408, error: "Request Timeout", message: requestTimeoutMessage }]
          : error.code === "HPE_HEADER_OVERFLOW"
            ? ["431 Request Header Fields Too Large", { statusCode: 431, error: "Request Header Fields Too Large", message: "The request's headers are too large." }]
            : ["400 Bad Request", { statusCode: 400, error: "Bad Request", message: "The request could not be read as HTTP." }];
      if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") this.log.info({ timeoutMs: requestTimeoutMs }, "request cut off: it did not arrive in time");
      if (socket.writable) {
        const json = JSON.stringify(body);
        socket.write(`HTTP/1.1 ${status}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`);
      }
      socket.destroy(error);
    },
  };
}

/** The local folders the server writes to: the embedded database's and the uploads' (not S3's, nor PostgreSQL's). */
function watchedDirs(options: BuildOptions): string[] {
  const dirs: string[] = [];
  if (options.database.kind === "embedded") dirs.push(options.database.dataDir);
  if (options.storage.kind === "local") dirs.push(options.storage.root);
  return dirs;
}

/** Builds the whole server (API, database, site) without listening, so tests can `inject()` into it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions(options.logLevel ?? "info", typeof options.logger === "object" ? options.logger.stream : undefined),
    // One line per request is written by the request-log plugin instead.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy,
    bodyLimit: 64 * 1024,
    // Bounds the time to receive a whole request (slow-loris); handlers have their own time-out.
    ...receiveLimits(options.requestTimeoutMs ?? defaultRequestTimeoutMs),
    connectionTimeout: 60_000,
    // The database plugin may wait 10 s for a crashed server's lock on DATA_DIR, then
    // open and migrate PGlite: Fastify's default 10 s for a plugin would end every such restart.
    pluginTimeout: 60_000,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Data pages, member cards and tickets are rendered by the site's server build,
  // which also holds the nonce of the prerendered pages.
  const siteBuild = options.serverBuildDir === undefined ? undefined : await loadSiteBuild(options.serverBuildDir);
  const siteFiles = loadSiteFiles(options.siteDir, "", siteBuild?.staticPageNonce);
  // First, so that answers given by the hooks below (405, 429) carry the headers too.
  await app.register(securityHeaders);
  await app.register(errors);
  await app.register(requestLog);
  // Before any route: these attach themselves to routes as they are declared.
  await app.register(redis, { redis: options.redis });
  await app.register(rateLimit, options.rateLimit ?? defaultRateLimit);
  await app.register(requestGuards, { handlerTimeoutMs: options.handlerTimeoutMs ?? 15_000, siteUrl: options.siteUrl ?? "http://localhost:3000" });
  await app.register(honeypot);
  await app.register(database, { database: options.database, seed: options.seed });
  await app.register(storage, {
    storage: options.storage,
    freeSpace: {
      dirs: watchedDirs(options),
      reserveBytes: options.freeSpaceReserveBytes ?? defaultFreeSpaceReserveBytes,
      ...(options.freeSpaceProbe ? { probe: options.freeSpaceProbe } : {}),
    },
  });
  // Shorter than the handler's time-out, so a submission answered 503 is never committed later.
  const submissionTimeoutMs = options.submissionTimeoutMs ?? Math.min(defaultSubmissionTimeoutMs, Math.floor(((options.handlerTimeoutMs ?? 15_000) * 2) / 3));
  await app.register(idempotency, { timeoutMs: submissionTimeoutMs });
  await app.register(uploadClaims, { limits: options.uploads });
  await app.register(mail, { mail: options.mail, siteUrl: options.siteUrl ?? "http://localhost:3000", ...options.mailWorker });
  // Unpaid registrations of paid event categories expire on a timer; tests set 0 and run it with their clock.
  await app.register(registrationExpiry, { everyMs: options.registrationExpiryEveryMs });
  // The day-before reminders; tests set 0 and run them with their clock.
  await app.register(eventReminders, { everyMs: options.eventRemindersEveryMs });
  // The retention rules that are on, daily, one process at a time.
  await app.register(retention, { everyMs: options.retentionEveryMs, startDelayMs: options.retentionStartDelayMs });
  await app.register(cachedJson, {
    ...(options.jsonCacheTtlMs === undefined ? {} : { ttlMs: options.jsonCacheTtlMs }),
    ...(options.listRefreshWaitMs === undefined ? {} : { refreshWaitMs: options.listRefreshWaitMs }),
  });
  await app.register(listChanges);
  // Old event cards' files, an hour at a time, one process at a time; tests set 0 and run it with their clock.
  await app.register(eventCardSweep, { everyMs: options.eventCardSweepEveryMs });

  await app.register(healthRoutes);
  await app.register(teamMemberRoutes);
  await app.register(executiveMemberRoutes);
  await app.register(subExecutiveMemberRoutes);
  await app.register(alumniMemberRoutes);
  await app.register(projectRoutes);
  await app.register(publicationRoutes);
  await app.register(clubPartnerRoutes);
  await app.register(campusAmbassadorRoutes);
  await app.register(pageViewRoutes);
  await app.register(eventRoutes);
  await app.register(uploadRoutes);
  await app.register(registrationRoutes);
  await app.register(membershipRoutes);
  await app.register(publicRetentionRoutes);
  await app.register(applicationSubmissionRoutes);
  await app.register(applicationStatusRoutes);
  await app.register(contactMessageRoutes);
  await app.register(forwardedSmsRoutes);
  await app.register(organiserConsole, { siteUrl: options.siteUrl ?? "http://localhost:3000", authSecret: options.authSecret, passwordHashing: options.passwordHashing });

  const rendered =
    siteBuild && renderedPages({ build: siteBuild, listBody: (apiPath) => app.cachedJsonBody(apiPath), rows: options.pageRows !== false, log: app.log });
  const consoleFiles = options.consoleDir === undefined ? new Map() : loadConsoleFiles(options.consoleDir);
  await app.register(mediaRoutes);
  // Events' link-preview cards and the sitemap with each event's page.
  await app.register(eventCardRoutes);
  await app.register(sitemapRoutes, { siteUrl: options.siteUrl ?? "http://localhost:3000" });
  await app.register(memberCardRoutes, { build: siteBuild, siteUrl: options.siteUrl ?? "http://localhost:3000" });
  await app.register(ticketRoutes, { build: siteBuild, siteUrl: options.siteUrl ?? "http://localhost:3000" });
  // The unsubscribe page of announcements: server-written HTML, no script.
  await app.register(unsubscribeRoutes, { siteUrl: options.siteUrl ?? "http://localhost:3000" });
  // Certificates' public check page: server-written HTML, no script.
  await app.register(certificateRoutes);
  await app.register(site, { files: siteFiles, consoleFiles, pages: rendered });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api") {
      return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "No such API endpoint." });
    }
    return app.sendSiteNotFound(request, reply);
  });
  return app;
}
