import type { ShownField } from "../shown-fields.ts";
import type { RegistrationValue } from "#shared/registration-validation.ts";

/** What every field component receives: its normalised field, a DOM id, its answer and a setter. */
export interface FieldProps {
  /** Label, placeholder and options' words in the page's language (shown-fields.ts). */
  field: ShownField;
  id: string;
  value: RegistrationValue | undefined;
  onChange: (value: RegistrationValue) => void;
  /** The id of the field's own error message, while it has one (the control points to it). */
  errorId?: string | undefined;
}

/** The control's ARIA for its error message: invalid and described by it, or nothing. */
export const errorAria = (errorId: string | undefined) =>
  errorId ? ({ "aria-invalid": true, "aria-describedby": errorId } as const) : {};

export const textOf = (value: RegistrationValue | undefined): string => (typeof value === "string" ? value : "");
export const listOf = (value: RegistrationValue | undefined): string[] => (Array.isArray(value) ? value : []);
