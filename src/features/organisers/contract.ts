import { z } from "zod";
import { emailPattern } from "#features/applications/rules.ts";
import { singleLine } from "#shared/single-line.ts";
import { organiserRoles, type OrganiserRole } from "#shared/console/roles.ts";

// Each field has its own message also when it is missing: the console's forms send an empty field as none.
const roleShape = z.enum(organiserRoles, {
  error: (issue) => (issue.input === undefined ? "Choose a role." : `The role must be one of ${organiserRoles.join(", ")}.`),
});

/** A new organiser, as an admin enters them in the console or an operator on the command line. */
export const newOrganiserSchema = z.strictObject({
  email: singleLine(
    z
      .string("Enter the organiser's e-mail address.")
      .trim()
      .toLowerCase()
      .min(1, "Enter the organiser's e-mail address.")
      .max(254, "An e-mail address may have at most 254 characters."),
    "The e-mail address",
  ).regex(emailPattern, "Enter a valid e-mail address."),
  name: singleLine(
    z.string("Enter the organiser's name.").trim().min(1, "Enter the organiser's name.").max(120, "A name may have at most 120 characters."),
    "The name",
  ),
  role: roleShape,
});
export type NewOrganiser = z.infer<typeof newOrganiserSchema>;

/** PATCH /api/organiser/organisers/:id: a new role, disabling or enabling, or both. */
export const organiserChangeSchema = z
  .strictObject({
    role: roleShape.optional(),
    disabled: z.boolean("disabled must be true or false.").optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, "Say what to change: role, disabled, or both.");
export type OrganiserChange = z.infer<typeof organiserChangeSchema>;

/** The :id of an organiser in a console API path. */
export const organiserParamsSchema = z.strictObject({ id: z.guid("An organiser's id is a UUID.") });

/** One organiser as the Organisers page lists them. */
export interface OrganiserListItem {
  id: string;
  name: string;
  email: string;
  role: OrganiserRole;
  disabled: boolean;
  createdAt: string;
  /** True once they have chosen a password through a set-up link. */
  passwordSet: boolean;
  lastSignInAt: string | null;
}

export interface OrganisersAnswer {
  organisers: OrganiserListItem[];
}

export interface OrganiserAddedAnswer {
  id: string;
  setupLink: string;
}

export interface OrganiserChangedAnswer {
  organiser: OrganiserListItem;
}

export interface SetupLinkAnswer {
  setupLink: string;
}

/** The answers' messages, shared so the console and the tests read the same words. */
export const organiserMessages = {
  notFound: "No organiser has this id; the list may be out of date.",
  self: "You cannot remove your own admin role or disable yourself.",
  lastAdmin: "The console needs at least one enabled admin: make another organiser an admin before this change.",
} as const;

/** How an organiser's account stands, as the console says it. */
export function organiserStatus(organiser: Pick<OrganiserListItem, "disabled" | "passwordSet">): string {
  if (organiser.disabled) return "Disabled";
  return organiser.passwordSet ? "Active" : "Waiting for password set-up";
}
