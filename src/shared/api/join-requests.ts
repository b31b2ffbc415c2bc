import { z } from "zod";
import { insertFailureReasons } from "../join-request-errors.ts";
import { referencePattern } from "../reference.ts";

export { joinRequestSchema, type JoinRequest, type JoinRequestInput } from "../join-request.ts";

/** The answer to a stored application: its id and the applicant's reference (GSC-XXXX-XX), and nothing else. */
export const joinRequestCreatedSchema = z.strictObject({ id: z.uuid(), reference: z.string().regex(referencePattern) });
export type JoinRequestCreated = z.infer<typeof joinRequestCreatedSchema>;

/** The answer when the database refused the application: the reason picks the applicant's message. */
export const joinRequestRefusedSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  reason: z.enum(insertFailureReasons),
});
export type JoinRequestRefused = z.infer<typeof joinRequestRefusedSchema>;
