import { chmodSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { newOrganiserSchema } from "#features/organisers/contract.ts";
import { addOrganiser, OrganiserExistsError } from "#features/organisers/service.server.ts";

/**
 * The embedded database is single-process: while the server runs, `npm run organiser` cannot open
 * it. The server then takes the command through a Unix socket in DATA_DIR, readable only by the
 * account that owns the data directory (the same people who could read the database files).
 */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, "organiser.sock");
}

export interface ControlAnswer {
  status: number;
  body: { setupLink?: string; message?: string };
}

/** Listens for `organiser add` commands while the server holds the embedded database. Call before the app is ready. */
export async function startControlSocket(app: FastifyInstance, dataDir: string, siteUrl: string): Promise<Server> {
  const socketPath = controlSocketPath(dataDir);
  rmSync(socketPath, { force: true });
  const server = createServer((request, response) => {
    const answer = (status: number, body: ControlAnswer["body"]) => {
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    if (request.method !== "POST" || request.url !== "/organisers") return answer(404, { message: "Unknown command." });
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      text += chunk;
      if (text.length > 4096) request.destroy();
    });
    request.on("end", () => {
      void (async () => {
        try {
          const input = newOrganiserSchema.parse(JSON.parse(text));
          const { setupLink } = await addOrganiser(app.db, app.organiserAuth, siteUrl, input, { id: null, email: "npm run organiser" });
          answer(201, { setupLink });
        } catch (error) {
          if (error instanceof OrganiserExistsError) return answer(409, { message: error.message });
          if (error instanceof ZodError) return answer(400, { message: error.issues.map((i) => i.message).join(" ") });
          app.log.error({ err: error }, "organiser command failed");
          answer(500, { message: "The server could not add the organiser; see its log." });
        }
      })();
    });
  });
  // Hooked first: Fastify takes no hook once the app is ready, and then nothing may be listening yet.
  app.addHook("onClose", async () => {
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(socketPath, { force: true });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return server;
}

/** Sends a command to a running server; undefined when no server listens there. */
export function sendControlCommand(dataDir: string, body: unknown): Promise<ControlAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      // A connection of its own (no keep-alive pool): a pooled one may belong to a server since stopped.
      { socketPath: controlSocketPath(dataDir), method: "POST", path: "/organisers", headers: { "content-type": "application/json" }, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 500, body: JSON.parse(text || "{}") as ControlAnswer["body"] }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(undefined);
      else reject(error);
    });
    request.end(JSON.stringify(body));
  });
}
