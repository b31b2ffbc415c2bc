import { useRegistrationText } from "../registration-text.tsx";
import { FieldLabel } from "../../ui/label.tsx";
import type { ShownField } from "../shown-fields.ts";

export function UnsupportedField({ field }: { field: ShownField }) {
  const text = useRegistrationText();
  return (
    <div>
      <FieldLabel>{field.label}</FieldLabel>
      <p className="rounded-xl border border-dashed border-line bg-canvas px-3 py-2 text-sm text-muted">{text.unsupported(field.type)}</p>
    </div>
  );
}
