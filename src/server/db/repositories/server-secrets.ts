import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { serverSecrets } from "../schema.ts";

/**
 * The secret kept under `name`: the first caller's `fresh` value is stored (a concurrent first
 * caller's insert is ignored) and every caller, in every process sharing the database, reads the
 * same one back.
 */
export async function keptSecret(db: Database, name: string, fresh: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: fresh() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`the server secret ${name} could not be stored`);
  return row.value;
}
