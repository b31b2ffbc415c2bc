import { z } from "zod";

export { contactMessageSchema, type ContactMessage, type ContactMessageInput } from "../contact.ts";

/** The answer to a stored message: its id and nothing else. */
export const contactMessageCreatedSchema = z.strictObject({ id: z.uuid() });
export type ContactMessageCreated = z.infer<typeof contactMessageCreatedSchema>;
