import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "../../web/components/ui/button.tsx";
import { Input } from "../../web/components/ui/input.tsx";
import { Label } from "../../web/components/ui/label.tsx";

/**
 * A labelled input bound to a Conform field: the zod schema's message shows under it, and the
 * input points at it (aria-invalid, aria-describedby) so a screen reader reads it too.
 */
export function FormField({
  field,
  label,
  type,
  hint,
  ...props
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type: "text" | "email" | "password";
  hint?: string;
} & Omit<ComponentProps<"input">, "type" | "name" | "id" | "defaultValue">) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={field.id}>{label}</Label>
      <Input {...getInputProps(field, { type })} {...props} aria-describedby={describedBy(field, hint)} />
      <FieldNotes meta={field} hint={hint} />
    </div>
  );
}

/** What FieldNotes needs of a Conform field. */
interface NotedField {
  id: string;
  errorId: string;
  errors?: string[] | undefined;
}

/** The ids of a field's message and hint, for its control's aria-describedby (so a screen reader reads them). */
export function describedBy(meta: NotedField, hint: ReactNode): string | undefined {
  return [meta.errors ? meta.errorId : undefined, hint ? `${meta.id}-hint` : undefined].filter(Boolean).join(" ") || undefined;
}

/** A field's hint, and the schema's message under it. */
export function FieldNotes({ meta, hint }: { meta: NotedField; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${meta.id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {meta.errors && (
        <p id={meta.errorId} className="text-sm font-medium text-danger">
          {meta.errors.join(" ")}
        </p>
      )}
    </>
  );
}

/** A form's submit button: says `pendingLabel` and cannot be pressed again while the request runs. */
export function SubmitButton({
  pending,
  pendingLabel = "Saving...",
  icon: Icon,
  size,
  children,
}: {
  pending: boolean;
  pendingLabel?: string;
  icon?: LucideIcon;
  size?: "sm" | "md";
  children: ReactNode;
}) {
  return (
    <Button type="submit" size={size} disabled={pending}>
      {Icon && <Icon aria-hidden="true" className="size-5" />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
