import { fieldKind } from "#shared/registration-form-fields.ts";
import type { ShownField } from "../shown-fields.ts";
import type { RegistrationValue } from "#shared/registration-validation.ts";
import { CheckboxField } from "./checkbox-field.tsx";
import { FileField, type UploadTarget } from "./file-field.tsx";
import { InputField } from "./input-field.tsx";
import { RadioField } from "./radio-field.tsx";
import { SelectField } from "./select-field.tsx";
import { TextareaField } from "./textarea-field.tsx";
import { UnsupportedField } from "./unsupported-field.tsx";

/**
 * One normalised field by its type (spec section 5), with its own error message under it: the
 * form validates itself (no native bubbles, which a phone may point at the wrong field).
 */
export function FormFieldControl(props: {
  field: ShownField;
  index: number;
  value: RegistrationValue | undefined;
  onChange: (value: RegistrationValue) => void;
  target: UploadTarget;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
}) {
  const id = `registration-field-${props.index}`;
  const errorId = props.error ? `${id}-error` : undefined;
  return (
    <div data-registration-field={props.field.name}>
      <FieldControl {...props} errorId={errorId} />
      {props.error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {props.error}
        </p>
      )}
    </div>
  );
}

function FieldControl(props: {
  field: ShownField;
  index: number;
  value: RegistrationValue | undefined;
  onChange: (value: RegistrationValue) => void;
  target: UploadTarget;
  onBusyChange: (busy: boolean) => void;
  errorId: string | undefined;
}) {
  const { field, index, value, onChange, errorId } = props;
  const common = { field, id: `registration-field-${index}`, value, onChange, errorId };
  const kind = fieldKind(field.type);
  switch (kind) {
    case "input":
      return <InputField {...common} />;
    case "textarea":
      return <TextareaField {...common} />;
    case "select":
      return <SelectField {...common} />;
    case "radio":
      return <RadioField {...common} />;
    case "checkboxes":
      return <CheckboxField {...common} />;
    case "file":
    case "image":
      return <FileField {...common} kind={kind} target={props.target} onBusyChange={props.onBusyChange} />;
    default:
      return <UnsupportedField field={field} />;
  }
}
