import { useId, type ReactNode } from "react";
import { Label } from "../../components/ui/label.tsx";
import { cn } from "../../lib/cn.ts";

/** A labelled control of a table's filters; `children` draws the control with the id its label points at. */
export function FilterField({ label, className, children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={cn("grid min-w-0 gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}
