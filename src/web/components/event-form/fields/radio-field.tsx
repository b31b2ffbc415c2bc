import { FieldLabel } from "../../ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "../../ui/radio-group.tsx";
import { errorAria, textOf, type FieldProps } from "./field-props.ts";

/** radio and multiple_choice: one option, all of them in view. */
export function RadioField({ field, id, value, onChange, errorId }: FieldProps) {
  const labelId = `${id}-label`;
  return (
    <div>
      <FieldLabel id={labelId} required={field.required}>
        {field.label}
      </FieldLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-required={field.required}
        name={field.name}
        required={field.required}
        value={textOf(value)}
        onValueChange={onChange}
        {...errorAria(errorId)}
        className="grid gap-2"
      >
        {field.options.map((option, index) => (
          <div key={option} className="flex items-center gap-3">
            <RadioGroupItem id={`${id}-${index}`} value={option} />
            <label htmlFor={`${id}-${index}`} className="cursor-pointer">
              {field.optionLabels?.[index] ?? option}
            </label>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
}
