import Fastify, { LogController, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import helmet from "./plugins/external/helmet.ts";
import rateLimit from "./plugins/external/rate-limit.ts";
import honeypot from "./plugins/app/honeypot.ts";
import requestGuards from "./plugins/app/request-guards.ts";
import requestLog, { loggerOptions } from "./plugins/app/logging.ts";
import database, { type AppDatabaseOption } from "./plugins/app/database.ts";
import errors from "./plugins/app/errors.ts";
import site from "./plugins/app/site.ts";
import { loadSiteFiles } from "./plugins/app/site-files.ts";
import { inlineScriptHashes } from "./plugins/app/inline-scripts.ts";
import healthRoutes from "./routes/api/health.ts";
import pageViewRoutes from "./routes/api/page-views.ts";
import teamMemberRoutes from "./routes/api/team-members.ts";

export type BuildOptions = Pick<AppConfig, "seed" | "siteDir" | "trustProxy"> & {
  database: AppDatabaseOption;
} &
  Partial<Pick<AppConfig, "logLevel" | "rateLimit" | "handlerTimeoutMs">> & {
    /** Tests pass false to keep their output quiet, or a stream to read what is logged. */
    logger?: boolean | { stream: NodeJS.WritableStream };
  };

const defaultRateLimit = { max: 20, windowMs: 60_000, notFoundMax: 120 };

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
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const siteFiles = loadSiteFiles(options.siteDir);
  await app.register(errors);
  await app.register(requestLog);
  // Before any route: these attach themselves to routes as they are declared.
  await app.register(rateLimit, options.rateLimit ?? defaultRateLimit);
  await app.register(requestGuards, { handlerTimeoutMs: options.handlerTimeoutMs ?? 15_000 });
  await app.register(honeypot);
  await app.register(helmet, { scriptHashes: inlineScriptHashes(siteFiles) });
  await app.register(database, { database: options.database, seed: options.seed });

  await app.register(healthRoutes);
  await app.register(teamMemberRoutes);
  await app.register(pageViewRoutes);

  await app.register(site, { files: siteFiles });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api") {
      return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "No such API endpoint." });
    }
    return app.sendSiteNotFound(request, reply);
  });
  return app;
}
