import { z } from "zod";
import { referencePattern } from "#shared/reference.ts";

export { contactMessageSchema, type ContactMessage, type ContactMessageInput } from "./rules.ts";

/** The answer to a stored message: its id and the visitor's reference (GSC-XXXX-XX), and nothing else. */
export const contactMessageCreatedSchema = z.strictObject({ id: z.uuid(), reference: z.string().regex(referencePattern) });
export type ContactMessageCreated = z.infer<typeof contactMessageCreatedSchema>;
