import { Input } from "../../ui/input.tsx";
import { FieldLabel } from "../../ui/label.tsx";
import { useRegistrationText } from "../registration-text.tsx";
import { errorAria, textOf, type FieldProps } from "./field-props.ts";

/** text, email, tel, number, date, time and datetime-local: one input of that type. */
export function InputField({ field, id, value, onChange, errorId }: FieldProps) {
  const { phoneHint } = useRegistrationText();
  // A phone field shows the format it is stored in (src/shared/phone.ts).
  const hintId = field.type === "tel" ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
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
        {...errorAria(errorId)}
        aria-describedby={describedBy}
      />
      {hintId && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {phoneHint}
        </p>
      )}
    </div>
  );
}
