import { useState } from "react";
import type { RegistrationDetail } from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { fieldClasses } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";
import { InlineError } from "#console/components/notice.tsx";
import { useMoveRegistration } from "../api/move-registration.ts";

/**
 * Moving a registration to another category of its event: choose, then Move. The server refuses a
 * full or closed category with its reason (409), shown here; a cancelled registration is not moved.
 */
export function MoveCategory({ registration }: { registration: RegistrationDetail }) {
  const [categoryId, setCategoryId] = useState(registration.category.id);
  const move = useMoveRegistration(registration.id);
  const selectId = `move-${registration.id}`;
  if (registration.status === "cancelled") return null;
  const choices = registration.categories.some((category) => category.id === registration.category.id)
    ? registration.categories
    : [registration.category, ...registration.categories];
  const moved = move.data?.changed ? choices.find((category) => category.id === move.data.categoryId)?.name : undefined;
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-semibold text-ink">
          Category
        </label>
        {/* fieldClasses is full width: the box sets the select's width. */}
        <div className="w-56 max-w-full">
          <select id={selectId} value={categoryId} onChange={(event) => setCategoryId(event.target.value)} className={cn(fieldClasses, "h-9 px-2 text-sm")}>
            {choices.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <Button size="sm" variant="secondary" disabled={categoryId === registration.category.id || move.isPending} onClick={() => move.mutate({ categoryId })}>
          {move.isPending ? "Moving..." : "Move"}
        </Button>
      </div>
      {moved && (
        <p role="status" className="text-sm text-ink">
          Moved to {moved}.
        </p>
      )}
      <InlineError error={move.error} className="max-w-xl whitespace-normal" />
    </div>
  );
}
