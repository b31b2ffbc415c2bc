import { inLanguage } from "#shared/in-language.ts";
import type { FormField } from "#shared/registration-form-fields.ts";

/** A form field as a page shows it: label and placeholder in the page's language, and each option's words. */
export type ShownField = FormField & { optionLabels?: readonly string[] };

/**
 * The fields in `lang`: on a Bangla page the editor's Bangla label, placeholder and
 * options where written, the English otherwise. A placeholder the editor left out ("Enter {label}",
 * written by shared/registration-form-fields.ts) is made again from the shown label by `enter`, the
 * page's own words. The options keep their English values, which the answers carry; only their
 * words change.
 */
export function shownFields(fields: readonly FormField[], lang: "en" | "bn", enter: (label: string) => string): ShownField[] {
  if (lang === "en") return [...fields];
  return fields.map((field) => {
    const label = inLanguage(field.label, field.labelBn, lang);
    const builderDefault = field.placeholder === `Enter ${field.label}`;
    return {
      ...field,
      label,
      placeholder: field.placeholderBn ?? (builderDefault ? enter(label) : field.placeholder),
      optionLabels: field.optionsBn && field.optionsBn.length === field.options.length ? field.optionsBn : undefined,
    };
  });
}
