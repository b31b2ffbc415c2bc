import { useId, type ReactNode } from "react";
import { fieldClasses, Input } from "../../web/components/ui/input.tsx";
import { Label } from "../../web/components/ui/label.tsx";
import { cn } from "../../web/lib/cn.ts";

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

/** A filter's day, from a date input; empty means none. */
export function DateChoice({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <FilterField label={label}>
      {(id) => <Input id={id} type="date" className="min-w-0 px-2!" value={value ?? ""} min={min} max={max} onChange={(event) => onChange(event.target.value || undefined)} />}
    </FilterField>
  );
}

/** A filter's choice of one value, or any (`anyLabel`, "Any" unless told). */
export function Choice({
  label,
  value,
  options,
  onChange,
  className,
  anyLabel = "Any",
}: {
  label: string;
  value: string | undefined;
  options: [string, string][];
  onChange: (value: string | undefined) => void;
  className?: string;
  anyLabel?: string;
}) {
  return (
    <FilterField label={label} className={className}>
      {(id) => (
        <select id={id} className={cn(fieldClasses, "h-11")} value={value ?? ""} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">{anyLabel}</option>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}
