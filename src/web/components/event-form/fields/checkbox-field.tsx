import { Checkbox } from "../../ui/checkbox.tsx";
import { FieldLabel } from "../../ui/label.tsx";
import { listOf, type FieldProps } from "./field-props.ts";

/** checkbox and checkboxes: the answer is the list of chosen options. Required means at least one. */
export function CheckboxField({ field, id, value, onChange, errorId }: FieldProps) {
  const labelId = `${id}-label`;
  const chosen = listOf(value);
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? field.options.filter((o) => o === option || chosen.includes(o)) : chosen.filter((o) => o !== option));
  return (
    <div>
      <FieldLabel id={labelId} required={field.required}>
        {field.label}
      </FieldLabel>
      <div role="group" aria-labelledby={labelId} aria-describedby={errorId} className="grid gap-2">
        {field.options.map((option, index) => (
          <div key={option} className="flex items-center gap-3">
            <Checkbox
              id={`${id}-${index}`}
              name={field.name}
              value={option}
              checked={chosen.includes(option)}
              required={field.required && chosen.length === 0}
              aria-invalid={errorId ? true : undefined}
              onCheckedChange={(checked) => toggle(option, checked)}
            />
            <label htmlFor={`${id}-${index}`} className="cursor-pointer">
              {field.optionLabels?.[index] ?? option}
            </label>
          </div>
        ))}
      </div>
    </div>
  );
}
