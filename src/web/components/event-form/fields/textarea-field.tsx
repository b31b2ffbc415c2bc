import { Textarea } from "../../ui/textarea.tsx";
import { FieldLabel } from "../../ui/label.tsx";
import { errorAria, textOf, type FieldProps } from "./field-props.ts";

export function TextareaField({ field, id, value, onChange, errorId }: FieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={id} required={field.required}>
        {field.label}
      </FieldLabel>
      <Textarea
        id={id}
        name={field.name}
        rows={4}
        placeholder={field.placeholder}
        required={field.required}
        value={textOf(value)}
        onChange={(event) => onChange(event.target.value)}
        {...errorAria(errorId)}
      />
    </div>
  );
}
