import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "./client.ts";
import { organiserAccounts, organisers, organiserSessions, organiserVerifications } from "./schema.ts";

/**
 * Where better-auth keeps organisers, their sessions, passwords and set-up links (console/auth.ts):
 * its Drizzle adapter on our tables. It lives in db/ because it needs the schema; better-auth writes
 * its own queries through it.
 */
export function organiserAuthAdapter(db: Database) {
  return drizzleAdapter(db, {
    provider: "pg",
    transaction: true,
    schema: { user: organisers, session: organiserSessions, account: organiserAccounts, verification: organiserVerifications },
  });
}
