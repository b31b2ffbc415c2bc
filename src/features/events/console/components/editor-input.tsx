import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { cn } from "#web/lib/cn.ts";
import { describedBy, FieldNotes } from "#console/components/form-field.tsx";

// Any form's field: the event and category forms have their own value shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>;

/** A labelled input or text area bound to a Conform field of the event editor. */
export function EditorInput({
  meta,
  label,
  type = "text",
  hint,
  wide,
  lang,
}: {
  meta: Meta;
  label: string;
  type?: "text" | "url" | "number" | "datetime-local" | "textarea";
  hint?: string;
  wide?: boolean;
  /** "bn" for a Bangla twin, so the browser and screen readers read it as Bangla. */
  lang?: "bn";
}) {
  const described = describedBy(meta, hint);
  return (
    <div className={cn("grid content-start gap-1.5", wide && "sm:col-span-2")}>
      <Label htmlFor={meta.id}>{label}</Label>
      {type === "textarea" ? (
        <Textarea {...getTextareaProps(meta)} rows={5} aria-describedby={described} lang={lang} />
      ) : (
        <Input {...getInputProps(meta, { type })} aria-describedby={described} autoComplete="off" lang={lang} {...(type === "number" ? { min: 0, inputMode: "numeric" as const } : {})} />
      )}
      <FieldNotes meta={meta} hint={hint} />
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
      <FieldNotes meta={meta} hint={hint} />
    </div>
  );
}
