import { normaliseFormFields, type FormField } from "#shared/registration-form-fields.ts";
import type { Database } from "#server/db/client.ts";
import { findActiveEvent, findForm } from "#features/events/service.server.ts";
import { takesNativeRegistrations } from "#shared/registration-mode.ts";
import { RequestRejected } from "#server/plugins/app/errors.ts";

/**
 * The normalised fields of the form a visitor may fill for this event and category, or a 400 that
 * says why there is none. Uploads and registrations both start here.
 */
export async function openRegistrationForm(db: Database, eventId: string, categoryId: string): Promise<FormField[]> {
  return (await openRegistrationFormWithFee(db, eventId, categoryId)).fields;
}

/**
 * As openRegistrationForm, with the form's fee in whole taka (null: free) and
 * whether it asks for a guardian (the event's participants may be under 18).
 */
export async function openRegistrationFormWithFee(
  db: Database,
  eventId: string,
  categoryId: string,
): Promise<{ fields: FormField[]; feeTaka: number | null; askGuardian: boolean }> {
  const event = await findActiveEvent(db, eventId);
  if (!event) throw new RequestRejected(400, "This event does not exist or is no longer shown.");
  if (!takesNativeRegistrations(event)) throw new RequestRejected(400, "This event does not take registrations on this site.");
  const form = await findForm(db, eventId, categoryId);
  if (!form) throw new RequestRejected(400, "There is no registration form for this event and category.");
  return { fields: normaliseFormFields(form.formFields), feeTaka: form.feeTaka, askGuardian: form.askGuardian };
}
