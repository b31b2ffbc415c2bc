import { fieldKind, type FormField } from "../../../../../shared/registration-form.ts";
import type { RegistrationValue } from "../../../../../shared/registration-validation.ts";
import { CheckboxField } from "./checkbox-field.tsx";
import { FileField, type UploadTarget } from "./file-field.tsx";
import { InputField } from "./input-field.tsx";
import { RadioField } from "./radio-field.tsx";
import { SelectField } from "./select-field.tsx";
import { TextareaField } from "./textarea-field.tsx";
import { UnsupportedField } from "./unsupported-field.tsx";

/** Renders one normalised field by its type (spec section 5). */
export function FormFieldControl(props: {
  field: FormField;
  index: number;
  value: RegistrationValue | undefined;
  onChange: (value: RegistrationValue) => void;
  target: UploadTarget;
  onBusyChange: (busy: boolean) => void;
}) {
  const { field, index, value, onChange } = props;
  const common = { field, id: `registration-field-${index}`, value, onChange };
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
