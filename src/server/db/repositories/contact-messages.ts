import type { ContactMessage } from "../../../shared/contact.ts";
import type { Database } from "../client.ts";
import { contactMessages } from "../schema.ts";

/** Stores one message to the club and returns its id. */
export async function insertContactMessage(db: Database, message: ContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error("the insert returned no row");
  return row.id;
}
