import { useId } from "react";
import { activityActionLabels, activityActions, type ActivityAction } from "../../../../../shared/console/activity.ts";
import { fieldClasses } from "../../../../components/ui/input.tsx";
import { cn } from "../../../../lib/cn.ts";
import { Label } from "../../../../components/ui/label.tsx";

/** Shows one kind of action, or all. */
export function ActionFilter({ value, onChange }: { value: ActivityAction | undefined; onChange: (action: ActivityAction | undefined) => void }) {
  const id = useId();
  return (
    <div className="grid max-w-sm gap-1.5">
      <Label htmlFor={id}>Action</Label>
      <select id={id} className={cn(fieldClasses, "h-11")} value={value ?? ""} onChange={(event) => onChange((event.target.value || undefined) as ActivityAction | undefined)}>
        <option value="">Every action</option>
        {activityActions.map((action) => (
          <option key={action} value={action}>
            {activityActionLabels[action]}
          </option>
        ))}
      </select>
    </div>
  );
}
