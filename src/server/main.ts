import { buildApp } from "./app.ts";
import { ConfigError, readConfig } from "./config.ts";
import { DatabaseStartError } from "./db/client.ts";
import { startControlSocket } from "./console/control-socket.ts";

async function main() {
  const config = readConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    // A stuck request must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Fastify stops accepting connections, answers requests that arrive meanwhile with 503, waits
    // for the ones in flight, then closes the database (its onClose hook runs last).
    app.close().then(
      () => {
        app.log.info("shut down cleanly: requests finished, database closed");
        process.exit(0);
      },
      (error) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  // `npm run organiser` reaches the embedded database through the server while it runs.
  if (config.database.kind === "embedded") await startControlSocket(app, config.dataDir, config.siteUrl);
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error("Cannot start:", error);
  }
  process.exit(1);
});
