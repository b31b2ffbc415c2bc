import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { organiserRoles, roleDescriptions, roleLabels, type OrganiserRole } from "#shared/console/roles.ts";
import { fieldClasses } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/cn.ts";
import { describedBy, FieldNotes } from "#console/components/form-field.tsx";

export const roleOptions = organiserRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** A native select of the roles; options carry the labels, the chosen role's description shows under it. */
export function RoleSelect({ field }: { field: FieldMetadata<OrganiserRole | undefined> }) {
  const chosen = organiserRoles.find((role) => role === field.value);
  const hint = chosen ? roleDescriptions[chosen] : "Admins manage organisers; reviewers handle submissions; editors see nothing personal.";
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={field.id}>Role</Label>
      <select {...getSelectProps(field)} aria-describedby={describedBy(field, hint)} className={cn(fieldClasses, "h-11 pr-8")}>
        <option value="">Choose a role</option>
        {roleOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes meta={field} hint={hint} />
    </div>
  );
}
