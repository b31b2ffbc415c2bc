import type { ContactMessage } from "../../../shared/contact.ts";
import type { Database } from "../client.ts";
import { contactMessages } from "../schema.ts";
import { withNewReference } from "./references.ts";

/** Stores one message to the club and returns its id and reference (decision 073); suspected spam with its time (decision 077). */
export async function insertContactMessage(
  db: Database,
  message: ContactMessage,
  flags: { suspectedSpam?: boolean } = {},
): Promise<{ id: string; reference: string }> {
  return withNewReference(async (reference) => {
    const [row] = await db
      .insert(contactMessages)
      .values({ ...message, reference, suspectedSpamAt: flags.suspectedSpam ? new Date() : null })
      .onConflictDoNothing({ target: contactMessages.reference })
      .returning({ id: contactMessages.id, reference: contactMessages.reference });
    return row;
  });
}
