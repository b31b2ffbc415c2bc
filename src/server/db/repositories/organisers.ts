import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { organisers } from "../schema.ts";

// Organiser accounts. pending: the queries of console/organisers.ts and console/routes/session.ts
// move here after the security fixes merge.

/** An organiser's address and name, or undefined when there is no organiser with this id. */
export async function findOrganiser(db: Database, id: string): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db.select({ email: organisers.email, name: organisers.name }).from(organisers).where(eq(organisers.id, id));
  return row;
}
