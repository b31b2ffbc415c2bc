import { cn } from "#web/lib/cn.ts";

/** A row of toggle buttons of which one is on (a filter with few values): each says its count when given. */
export function ChoiceChips<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  /** Names the group for screen readers, e.g. "Show applications in state". */
  label: string;
  value: T;
  options: readonly { value: T; label: string; count?: number | undefined }[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            "inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
            option.value === value ? "border-brand-700 bg-brand-700 text-white" : "border-brand-200 bg-white text-brand-800 hover:bg-brand-50",
          )}
        >
          {option.label}
          {option.count !== undefined && " "}
          {option.count !== undefined && (
            <span className={cn("rounded-full px-2 text-xs", option.value === value ? "bg-white/20" : "bg-brand-50")}>{option.count.toLocaleString("en")}</span>
          )}
        </button>
      ))}
    </div>
  );
}
