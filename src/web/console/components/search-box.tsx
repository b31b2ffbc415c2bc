import { Search } from "lucide-react";
import { useEffect, useId, useState, type ComponentProps } from "react";
import { Input } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";

/** A search field with its magnifier, as the console's searches show it; `className` sizes its box. */
export function SearchInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <div className={cn("relative", className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-muted" />
      <Input type="search" className="pl-10" {...props} />
    </div>
  );
}

/**
 * A table's search: the table follows as the organiser types (after a short pause), and Enter
 * searches at once.
 */
export function SearchBox({ label, value, onSearch }: { label: string; value: string | undefined; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  // A search changed elsewhere (back, a cleared filter) shows here too.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? "");
  }
  useEffect(() => {
    if (text === (value ?? "")) return;
    const timer = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <SearchInput id={id} value={text} onChange={(event) => setText(event.target.value)} maxLength={200} />
    </form>
  );
}
