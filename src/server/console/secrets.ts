import { randomBytes } from "node:crypto";
import type { Database } from "../db/client.ts";
import { keptSecret } from "../db/repositories/server-secrets.ts";

/**
 * The secret better-auth signs session cookies with: AUTH_SECRET when set, otherwise one the first
 * server made and kept in the database, so every process that shares the database shares it, and
 * a restart does not sign everyone out (docs/decisions/061).
 */
export async function sessionSecret(db: Database, fromEnvironment: string | undefined): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  return keptSecret(db, "session-signing", () => randomBytes(32).toString("base64url"));
}
