import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Input } from "../../../../components/ui/input.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { cn } from "../../../../lib/cn.ts";

// Any form's field: the event and category forms have their own value shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>;

/** The schema's message and a hint under a field, both named by the control (aria-describedby). */
function describedBy(meta: Meta, hint: string | undefined) {
  return [meta.errors ? meta.errorId : undefined, hint ? `${meta.id}-hint` : undefined].filter(Boolean).join(" ") || undefined;
}

function Messages({ meta, hint }: { meta: Meta; hint?: string }) {
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

/** A labelled input or text area bound to a Conform field of the event editor. */
export function EditorInput({
  meta,
  label,
  type = "text",
  hint,
  wide,
}: {
  meta: Meta;
  label: string;
  type?: "text" | "url" | "number" | "datetime-local" | "textarea";
  hint?: string;
  wide?: boolean;
}) {
  const described = describedBy(meta, hint);
  return (
    <div className={cn("grid content-start gap-1.5", wide && "sm:col-span-2")}>
      <Label htmlFor={meta.id}>{label}</Label>
      {type === "textarea" ? (
        <Textarea {...getTextareaProps(meta)} rows={5} aria-describedby={described} />
      ) : (
        <Input {...getInputProps(meta, { type })} aria-describedby={described} autoComplete="off" {...(type === "number" ? { min: 0, inputMode: "numeric" as const } : {})} />
      )}
      <Messages meta={meta} hint={hint} />
    </div>
  );
}

/** A check box bound to a Conform field (sent as "on" when ticked). */
export function EditorCheckbox({ meta, label, hint }: { meta: Meta; label: string; hint?: string }) {
  return (
    <div className="grid content-start gap-1.5">
      <div className="flex items-center gap-3">
        <input {...getInputProps(meta, { type: "checkbox" })} aria-describedby={describedBy(meta, hint)} className="size-5 accent-brand-700" />
        <Label htmlFor={meta.id}>{label}</Label>
      </div>
      <Messages meta={meta} hint={hint} />
    </div>
  );
}
