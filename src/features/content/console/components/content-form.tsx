import { getFormProps } from "@conform-to/react";
import { Save } from "lucide-react";
import type { ContentRow } from "../../contract.ts";
import type { ContentField as ContentFieldDescriptor, ContentValues } from "../../fields.ts";
import { cn } from "#web/lib/cn.ts";
import { contentFormSchemas, type ContentList } from "../../rules.ts";
import { ErrorNotice } from "#console/components/notice.tsx";
import { useSaveContentRow } from "../api/content-rows.ts";
import { ContentField } from "./content-field.tsx";
import { useSchemaForm } from "#console/components/schema-form.ts";
import { SubmitButton } from "#console/components/form-field.tsx";

/** The fields in the form's cells: each field alone, or with its Bangla twin right under it. */
function withTwins(fields: readonly ContentFieldDescriptor[]): ContentFieldDescriptor[][] {
  const groups: ContentFieldDescriptor[][] = [];
  for (const field of fields) {
    if (field.lang === "bn" && groups.length > 0) groups[groups.length - 1]!.push(field);
    else groups.push([field]);
  }
  return groups;
}

/** The form's starting values: the row's, with numbers as the inputs hold them. */
function defaultsOf(list: ContentList, row: ContentRow | undefined): Record<string, string> {
  return Object.fromEntries(list.fields.map((field) => [field.name, row?.values[field.name] == null ? "" : String(row.values[field.name])]));
}

/**
 * Adds a row or changes one, with the list's own schema (the server parses with the same one and
 * answers with the same messages). After saving, `onSaved` gets the row as the server stored it.
 */
export function ContentForm({ list, row, onSaved }: { list: ContentList; row?: ContentRow; onSaved: (row: ContentRow) => void }) {
  const save = useSaveContentRow(list.id, row?.id);
  const schema = contentFormSchemas[list.id];
  const [form, fields, edits] = useSchemaForm(schema, {
    id: `content-${list.id}-${row?.id ?? "new"}`,
    defaultValue: defaultsOf(list, row),
    onValid: (value) => save.mutate(value as ContentValues, { onSuccess: ({ row: saved }) => (edits.saved(), onSaved(saved)) }),
  });
  const heading = row ? `Change ${list.singular}` : `New ${list.singular}`;
  return (
    <section aria-labelledby="content-form-heading" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
      <h2 id="content-form-heading" className="mb-4 text-lg font-bold text-brand-900">
        {heading}
      </h2>
      <form {...getFormProps(form)} onInput={edits.onInput} className="grid gap-5">
        <ErrorNotice error={save.error} title={row ? "Not saved" : `The ${list.singular} was not added`} />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          {withTwins(list.fields).map((group) => (
            <div key={group[0]!.name} className={cn("grid content-start gap-5", group.some((field) => field.kind === "long-text") && "sm:col-span-2")}>
              {group.map((field) => (
                <ContentField key={field.name} list={list.id} field={field} meta={fields[field.name as keyof typeof fields] as never} />
              ))}
            </div>
          ))}
        </div>
        <div>
          <SubmitButton pending={save.isPending} icon={Save}>
            {row ? "Save changes" : `Add ${list.singular}`}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
