import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { formLabel, type ContentField as ContentFieldDescriptor } from "../../fields.ts";
import type { ContentListId } from "../../rules.ts";
import { fieldClasses, Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { cn } from "#web/lib/cn.ts";
import { describedBy, FieldNotes } from "#console/components/form-field.tsx";
import { PictureField } from "./picture-field.tsx";

const inputTypes = { text: "text", link: "url", email: "email", year: "number" } as const;

const hints: Partial<Record<ContentFieldDescriptor["kind"], string>> = {
  link: "A web address starting with https:// (or http://).",
  email: "Shown as a mail link on the card.",
};

/** One field of a list's form, by its kind, with the schema's message under it. */
export function ContentField({ list, field, meta }: { list: ContentListId; field: ContentFieldDescriptor; meta: FieldMetadata<string | number | null> }) {
  if (field.kind === "photo" || field.kind === "cover") return <PictureField list={list} field={field} meta={meta} />;
  const hint = field.hint ?? hints[field.kind];
  const described = describedBy(meta, hint);
  const label = formLabel(field);
  let control;
  if (field.kind === "long-text") {
    control = <Textarea {...getTextareaProps(meta)} rows={5} aria-describedby={described} lang={field.lang} />;
  } else if (field.kind === "choice") {
    control = (
      <select {...getSelectProps(meta)} aria-describedby={described} className={cn(fieldClasses, "h-11")}>
        <option value="">Choose...</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    const type = inputTypes[field.kind];
    control = (
      <Input
        {...getInputProps(meta, { type })}
        aria-describedby={described}
        autoComplete="off"
        lang={field.lang}
        {...(field.kind === "year" ? { inputMode: "numeric" as const, min: 1950, max: 2100 } : {})}
      />
    );
  }
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={meta.id}>{label}</Label>
      {control}
      <FieldNotes meta={meta} hint={hint} />
    </div>
  );
}
