import { inLanguage } from "../../../../shared/in-language.ts";
import type { FormField } from "../../../../shared/registration-form-fields.ts";

/** A form field as a page shows it: label and placeholder in the page's language, and each option's words. */
export type ShownField = FormField & { optionLabels?: readonly string[] };

/**
 * The fields in `lang` (decision 129): on a Bangla page the editor's Bangla label, placeholder and
 * options where written, the English otherwise. The options keep their English values, which the
 * answers carry; only their words change.
 */
export function shownFields(fields: readonly FormField[], lang: "en" | "bn"): ShownField[] {
  if (lang === "en") return [...fields];
  return fields.map((field) => ({
    ...field,
    label: inLanguage(field.label, field.labelBn, lang),
    placeholder: inLanguage(field.placeholder, field.placeholderBn, lang),
    optionLabels: field.optionsBn && field.optionsBn.length === field.options.length ? field.optionsBn : undefined,
  }));
}
