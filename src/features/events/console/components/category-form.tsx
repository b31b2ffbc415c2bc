import { getFormProps } from "@conform-to/react";
import { Save } from "lucide-react";
import { categoryEditorSchema, type CategoryListItem } from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ErrorNotice } from "#console/components/notice.tsx";
import { useSaveCategory } from "../api/categories.ts";
import { EditorCheckbox, EditorInput } from "./editor-input.tsx";
import { useSchemaForm } from "#console/components/schema-form.ts";
import { SubmitButton } from "#console/components/form-field.tsx";

/** Adds a category, or changes one (`category` given), with the schema the server uses. */
export function CategoryForm({ category, onDone }: { category?: CategoryListItem; onDone?: () => void }) {
  const save = useSaveCategory(category?.id);
  const [form, fields, edits] = useSchemaForm(categoryEditorSchema, {
    id: `category-${category?.id ?? "new"}`,
    defaultValue: {
      name: category?.name ?? "",
      nameBn: category?.nameBn ?? "",
      description: category?.description ?? "",
      descriptionBn: category?.descriptionBn ?? "",
      active: category?.active ?? true,
    },
    onValid: (value, form) =>
      save.mutate(value, {
        onSuccess: () => {
          edits.saved();
          if (!category) form.reset();
          onDone?.();
        },
      }),
  });
  return (
    <form {...getFormProps(form)} onInput={edits.onInput} className="grid gap-4" aria-label={category ? `Change ${category.name}` : "Add category"}>
      <ErrorNotice error={save.error} title="Not saved" />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-4">
          <EditorInput meta={fields.name} label="Name" />
          <EditorInput meta={fields.nameBn} label="Name (Bangla, optional)" lang="bn" />
        </div>
        <div className="grid content-start gap-4">
          <EditorInput meta={fields.description} label="Description (optional)" />
          <EditorInput meta={fields.descriptionBn} label="Description (Bangla, optional)" lang="bn" />
        </div>
        <EditorCheckbox meta={fields.active} label="Offered to visitors" />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={save.isPending} icon={Save}>
          {category ? "Save category" : "Add category"}
        </SubmitButton>
        {onDone && category && (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
