import { z } from "zod";
import { insertFailureReasons } from "../join-request-errors.ts";

export { joinRequestSchema, type JoinRequest, type JoinRequestInput } from "../join-request.ts";

/** The answer to a stored application: its id and nothing else. */
export const joinRequestCreatedSchema = z.strictObject({ id: z.uuid() });
export type JoinRequestCreated = z.infer<typeof joinRequestCreatedSchema>;

/** The answer when the database refused the application: the reason picks the applicant's message. */
export const joinRequestRefusedSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  reason: z.enum(insertFailureReasons),
});
export type JoinRequestRefused = z.infer<typeof joinRequestRefusedSchema>;
