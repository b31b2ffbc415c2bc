import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Input } from "../../components/ui/input.tsx";

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
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-muted" />
        <Input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} className="pl-10" maxLength={200} />
      </div>
    </form>
  );
}
