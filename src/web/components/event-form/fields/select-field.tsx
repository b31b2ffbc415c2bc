import { FieldLabel } from "../../ui/label.tsx";
import { Select } from "../../ui/select.tsx";
import { errorAria, textOf, type FieldProps } from "./field-props.ts";

/** select and dropdown: one choice from the field's options. */
export function SelectField({ field, id, value, onChange, errorId }: FieldProps) {
  const options = field.options
    .map((option, index) => ({ value: option, label: field.optionLabels?.[index] ?? option }))
    .filter((option) => option.value !== "");
  return (
    <div>
      <FieldLabel htmlFor={id} required={field.required}>
        {field.label}
      </FieldLabel>
      <Select
        id={id}
        name={field.name}
        required={field.required}
        placeholder={field.placeholder}
        options={options}
        value={textOf(value)}
        onValueChange={onChange}
        {...errorAria(errorId)}
      />
    </div>
  );
}
