import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { serverSecrets } from "../db/schema.ts";

/**
 * The secret better-auth signs session cookies with: AUTH_SECRET when set, otherwise one the first
 * server made and kept in the database, so every process that shares the database shares it, and
 * a restart does not sign everyone out (docs/decisions/061).
 */
export async function sessionSecret(db: Database, fromEnvironment: string | undefined): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  const name = "session-signing";
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error("the session secret could not be stored");
  return row.value;
}
