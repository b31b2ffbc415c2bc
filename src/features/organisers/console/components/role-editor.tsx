import { useState } from "react";
import type { OrganiserListItem } from "../../contract.ts";
import type { OrganiserRole } from "#shared/console/roles.ts";
import { Button } from "#web/components/ui/button.tsx";
import { fieldClasses } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";
import { useChangeOrganiser } from "../api/change-organiser.ts";
import { roleOptions } from "./role-select.tsx";
import { InlineError } from "#console/components/notice.tsx";

/** Another organiser's role: choose, then Save. */
export function RoleEditor({ organiser }: { organiser: OrganiserListItem }) {
  const [role, setRole] = useState<OrganiserRole>(organiser.role);
  const change = useChangeOrganiser(organiser.id);
  const selectId = `role-${organiser.id}`;
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Role of {organiser.name}
        </label>
        <select
          id={selectId}
          value={role}
          onChange={(event) => setRole(event.target.value as OrganiserRole)}
          className={cn(fieldClasses, "h-9 w-28 px-2 text-sm")}
        >
          {roleOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="secondary"
          disabled={role === organiser.role || change.isPending}
          onClick={() => change.mutate({ role })}
          aria-label={`Save the role of ${organiser.name}`}
        >
          {change.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
      <InlineError error={change.error} className="max-w-48 whitespace-normal" />
    </div>
  );
}
