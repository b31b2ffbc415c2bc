import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { organiserRoles, roleDescriptions, roleLabels, type OrganiserRole } from "../../../../../shared/console/roles.ts";
import { fieldClasses } from "../../../../components/ui/input.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { cn } from "../../../../lib/cn.ts";

export const roleOptions = organiserRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** A native select of the roles; options carry the labels, the chosen role's description shows under it. */
export function RoleSelect({ field }: { field: FieldMetadata<OrganiserRole | undefined> }) {
  const chosen = organiserRoles.find((role) => role === field.value);
  const hintId = `${field.id}-hint`;
  const selectProps = getSelectProps(field);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={field.id}>Role</Label>
      <select
        {...selectProps}
        aria-describedby={[selectProps["aria-describedby"], hintId].filter(Boolean).join(" ")}
        className={cn(fieldClasses, "h-11 pr-8")}
      >
        <option value="">Choose a role</option>
        {roleOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-sm text-muted">
        {chosen ? roleDescriptions[chosen] : "Admins manage organisers; reviewers handle submissions; editors see nothing personal."}
      </p>
      {field.errors && (
        <p id={field.errorId} className="text-sm font-medium text-danger">
          {field.errors.join(" ")}
        </p>
      )}
    </div>
  );
}
