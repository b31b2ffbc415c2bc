import { z } from "zod";
import { registrationSubmissionSchema } from "./events.ts";

// In its own module: only the server and the console read it, so no public page's bundle carries it.
/**
 * A paid category's registration also sends its payment: the payment type and,
 * for online, the wallet number paid to, the account's name and number and the transaction ID.
 * Read as text here and checked by the shared rules with Join Us's messages; likewise a guardian.
 * The public route and
 * the door's walk-ins take this same body.
 */
export const registrationWithPaymentSchema = registrationSubmissionSchema.extend({
  payment: z
    .strictObject({
      paymentType: z.string().max(20).optional(),
      paymentNumber: z.string().max(1000).nullable().optional(),
      accountName: z.string().max(1000).nullable().optional(),
      accountNumber: z.string().max(1000).nullable().optional(),
      transactionId: z.string().max(1000).nullable().optional(),
    })
    .optional(),
  // An event whose participants may be under 18 asks for a guardian, checked by
  // the shared rules with the form's own messages; another event takes none.
  guardian: z
    .strictObject({
      name: z.string().max(1000).optional(),
      phone: z.string().max(1000).optional(),
      consent: z.boolean().optional(),
    })
    .optional(),
});
export type RegistrationWithPayment = z.infer<typeof registrationWithPaymentSchema>;
