import type { EventCategory } from "#shared/api/events.ts";
import { FieldLabel } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { inLanguage } from "#shared/in-language.ts";
import { useLang } from "#web/lib/lang.ts";
import { useRegistrationText } from "#web/components/event-form/registration-text.tsx";

/** Categories are told apart by their lower-cased name (spec section 5). */
export const categoryKey = (category: EventCategory) => category.name.toLowerCase();

export function CategoryPicker({
  categories,
  value,
  onChange,
}: {
  categories: EventCategory[];
  value: string;
  onChange: (key: string) => void;
}) {
  const text = useRegistrationText();
  const lang = useLang();
  const chosen = categories.find((category) => categoryKey(category) === value);
  return (
    <div>
      <FieldLabel htmlFor="registration-category">{text.categoryLabel}</FieldLabel>
      <Select
        id="registration-category"
        placeholder={text.categoryPlaceholder}
        options={categories.map((category) => ({ value: categoryKey(category), label: inLanguage(category.name, category.nameBn, lang) }))}
        value={value}
        onValueChange={onChange}
      />
      {chosen?.description && <p className="mt-2 text-sm text-muted">{inLanguage(chosen.description, chosen.descriptionBn, lang)}</p>}
    </div>
  );
}
