import { eventsText } from "../../../../content/events.ts";
import { FieldLabel } from "../../../../components/ui/label.tsx";
import type { FormField } from "../../../../../shared/registration-form-fields.ts";

export function UnsupportedField({ field }: { field: FormField }) {
  return (
    <div>
      <FieldLabel>{field.label}</FieldLabel>
      <p className="rounded-xl border border-dashed border-line bg-canvas px-3 py-2 text-sm text-muted">{eventsText.unsupported(field.type)}</p>
    </div>
  );
}
