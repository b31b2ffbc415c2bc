/**
 * The guardian of a participant who may be under 18 (docs/decisions/124): an event
 * marked "Participants may be under 18" asks, after its form's own fields, for the guardian's name
 * and phone and a confirmation of the guardian's consent. They are three fields of the registration
 * form's own kinds (text, tel, checkbox), checked by the same rules as every answer (required, one
 * line, length, the phone stored as 01XXXXXXXXX), so the form shows them, marks them and refuses them
 * exactly as the form's other fields. The browser's form and the server run this same check. No zod,
 * and only the registration form's own chunk (loaded on interaction) and the server import it.
 */
import type { FormField } from "#shared/registration-form-fields.ts";
import { checkRegistration } from "#shared/registration-validation.ts";

export const guardianText = {
  title: "Guardian",
  intro: "Participants of this event may be under 18: give a parent's or guardian's details.",
  name: "Guardian's name",
  phone: "Guardian's phone",
  consentQuestion: "Guardian's consent",
  consent: "I am the participant's guardian, or have their guardian's consent, for this registration.",
  notAsked: "This event does not ask for a guardian: send the registration without one.",
} as const;

/** What the form sends for the guardian: the name and phone as typed, and whether the consent box is ticked. */
export interface GuardianInput {
  name?: unknown;
  phone?: unknown;
  consent?: unknown;
}

export type GuardianField = keyof GuardianInput;

/** The guardian as stored: the name trimmed, the phone as 01XXXXXXXXX. */
export interface Guardian {
  name: string;
  phone: string;
}

export interface GuardianIssue {
  field: GuardianField;
  /** The whole sentence, the field's label first ("Guardian's name is required"). */
  message: string;
}

/** The three fields, as a form's fields are (their names are the API's: `guardian.name`, ...). */
export const guardianFields: readonly (FormField & { name: `guardian.${GuardianField}` })[] = [
  { name: "guardian.name", label: guardianText.name, type: "text", placeholder: `Enter ${guardianText.name}`, required: true, options: [], labelBn: null, placeholderBn: null, optionsBn: null },
  { name: "guardian.phone", label: guardianText.phone, type: "tel", placeholder: `Enter ${guardianText.phone}`, required: true, options: [], labelBn: null, placeholderBn: null, optionsBn: null },
  { name: "guardian.consent", label: guardianText.consentQuestion, type: "checkbox", placeholder: "", required: true, options: [guardianText.consent], labelBn: null, placeholderBn: null, optionsBn: null },
];

const fieldOf = (name: string) => name.slice("guardian.".length) as GuardianField;

/**
 * The guardian, or every issue with the three fields at once in the form's order. A missing guardian
 * is three missing fields.
 */
export function checkGuardian(input: GuardianInput | null | undefined): { guardian: Guardian } | { issues: GuardianIssue[] } {
  const answers: Record<string, unknown> = {
    "guardian.name": input?.name,
    "guardian.phone": input?.phone,
    // The checkbox's answer is the list of its ticked options; anything but true is not ticked.
    "guardian.consent": input?.consent === true ? [guardianText.consent] : [],
  };
  const fields = [...guardianFields];
  const checked = checkRegistration(fields, answers);
  if (checked.issues.length > 0) {
    const issues = checked.issues.map((issue) => ({ field: fieldOf(issue.field), message: `${fields.find((f) => f.name === issue.field)?.label ?? ""} ${issue.message}` }));
    return { issues };
  }
  return { guardian: { name: checked.data["guardian.name"] as string, phone: checked.data["guardian.phone"] as string } };
}
