import { chmodSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { newOrganiserSchema } from "#features/organisers/contract.ts";
import { addOrganiser, OrganiserExistsError } from "#features/organisers/service.server.ts";
import { controlSocketPath, type ControlAnswer } from "./control-socket-client.ts";

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
