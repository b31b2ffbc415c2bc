import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import type { ComponentProps } from "react";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";

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
  const hintId = hint ? `${field.id}-hint` : undefined;
  const inputProps = getInputProps(field, { type });
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={field.id}>{label}</Label>
      <Input
        {...inputProps}
        {...props}
        aria-describedby={[inputProps["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {field.errors && (
        <p id={field.errorId} className="text-sm font-medium text-danger">
          {field.errors.join(" ")}
        </p>
      )}
    </div>
  );
}
