import type { EventCategory } from "../../../../shared/api/events.ts";
import { FieldLabel } from "../../../components/ui/label.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { eventsText } from "../../../content/events.ts";

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
  const chosen = categories.find((category) => categoryKey(category) === value);
  return (
    <div>
      <FieldLabel htmlFor="registration-category">{eventsText.categoryLabel}</FieldLabel>
      <Select
        id="registration-category"
        placeholder={eventsText.categoryPlaceholder}
        options={categories.map((category) => ({ value: categoryKey(category), label: category.name }))}
        value={value}
        onValueChange={onChange}
      />
      {chosen?.description && <p className="mt-2 text-sm text-muted">{chosen.description}</p>}
    </div>
  );
}
