import { z } from "zod";
import { insertFailureReasons } from "./insert-failures.ts";
import { referencePattern } from "#shared/reference.ts";

export { applicationSchema, type Application, type ApplicationInput } from "./rules.ts";

/** The answer to a stored application: its id and the applicant's reference (GSC-XXXX-XX), and nothing else. */
export const applicationCreatedSchema = z.strictObject({ id: z.uuid(), reference: z.string().regex(referencePattern) });
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;

/** The answer when the database refused the application: the reason picks the applicant's message. */
export const applicationRefusedSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  reason: z.enum(insertFailureReasons),
});
export type ApplicationRefused = z.infer<typeof applicationRefusedSchema>;

/** The field a 400 names when the application's amount is not today's fee (it changed while the form was open). */
export const feeIssuePath = "body.totalAmount";

/** The fee's refusal: a 400 whose issues name `feeIssuePath`, with the sentence the applicant reads. */
export const feeRefusedSchema = z.object({
  statusCode: z.literal(400),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
