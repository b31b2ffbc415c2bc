import { request as httpRequest } from "node:http";
import path from "node:path";

// The command's side of the control socket (control-socket.ts listens): kept apart so that
// `npm run organiser` loads no database code when a running server takes the command.

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
