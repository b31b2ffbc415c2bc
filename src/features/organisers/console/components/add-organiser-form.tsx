import { getFormProps } from "@conform-to/react";
import { UserPlus } from "lucide-react";
import { newOrganiserSchema, type NewOrganiser } from "../../contract.ts";
import { FormField, SubmitButton } from "#console/components/form-field.tsx";
import { ErrorNotice } from "#console/components/notice.tsx";
import { useAddOrganiser } from "../api/add-organiser.ts";
import { RoleSelect } from "./role-select.tsx";
import type { IssuedLink } from "./setup-link-box.tsx";
import { useSchemaForm } from "#console/components/schema-form.ts";

/** Adds an organiser without a password; the set-up link it answers with is handed to the page. */
export function AddOrganiserForm({ onAdded }: { onAdded: (issued: IssuedLink) => void }) {
  const add = useAddOrganiser();
  const [form, fields, edits] = useSchemaForm(newOrganiserSchema, {
    id: "add-organiser",
    // The placeholder option: a reset after adding shows "Choose a role" again, not an empty select.
    defaultValue: { role: "" },
    onValid: (organiser: NewOrganiser, form) =>
      add.mutate(organiser, {
        onSuccess: ({ setupLink }) => {
          edits.saved();
          form.reset();
          onAdded({ name: organiser.name, link: setupLink, added: true });
        },
      }),
  });
  return (
    <section aria-labelledby="add-organiser-heading" className="mb-8 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
      <h2 id="add-organiser-heading" className="text-lg font-bold text-brand-900">
        Add organiser
      </h2>
      <p className="mb-4 text-sm text-muted">They get no e-mail yet: you send them the set-up link shown after adding.</p>
      <form {...getFormProps(form)} onInput={edits.onInput} className="grid gap-4">
        <ErrorNotice error={add.error} title="Organiser not added" />
        <div className="grid items-start gap-4 lg:grid-cols-3">
          <FormField field={fields.name} label="Name" type="text" autoComplete="off" />
          <FormField field={fields.email} label="Email" type="email" autoComplete="off" />
          <RoleSelect field={fields.role} />
        </div>
        <div>
          <SubmitButton pending={add.isPending} pendingLabel="Adding..." icon={UserPlus}>
            Add organiser
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
