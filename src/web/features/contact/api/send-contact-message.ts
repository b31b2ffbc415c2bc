import { contactMessageCreatedSchema, type ContactMessageCreated } from "../../../../shared/api/contact-messages.ts";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { ContactMessage } from "../../../../shared/contact.ts";
import type { WithHoneypot } from "../../../../shared/honeypot.ts";
import { postJson } from "../../../lib/api-client.ts";

export async function sendContactMessage(message: WithHoneypot<ContactMessage>): Promise<ContactMessageCreated> {
  return contactMessageCreatedSchema.parse(await postJson<unknown>(apiPaths.contactMessages, message));
}
