import type { RegistrationData } from "../../../shared/registration-validation.ts";
import type { Database } from "../client.ts";
import { eventRegistrations } from "../schema.ts";

export async function insertRegistration(
  db: Database,
  registration: { eventId: string; categoryId: string; registrationData: RegistrationData },
): Promise<void> {
  await db.insert(eventRegistrations).values(registration);
}
