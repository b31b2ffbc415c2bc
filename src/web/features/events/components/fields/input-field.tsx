import { Input } from "../../../../components/ui/input.tsx";
import { FieldLabel } from "../../../../components/ui/label.tsx";
import { textOf, type FieldProps } from "./field-props.ts";

/** text, email, tel, number, date, time and datetime-local: one input of that type. */
export function InputField({ field, id, value, onChange }: FieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={id} required={field.required}>
        {field.label}
      </FieldLabel>
      <Input
        id={id}
        name={field.name}
        type={field.type}
        placeholder={field.placeholder}
        required={field.required}
        value={textOf(value)}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
