import { Search } from "lucide-react";
import { useEffect, useId, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "../../web/components/ui/button.tsx";
import { Input } from "../../web/components/ui/input.tsx";
import { cn } from "../../web/lib/cn.ts";

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

/**
 * A search sent when the organiser presses Search, not as they type (it reads much, or names one
 * person): its label, a hint, the field, the Search button and any `actions` beside it, and the
 * problem the caller found with the text, announced and tied to the field.
 */
export function SearchPanel(props: {
  /** The landmark's name. */
  name: string;
  label: string;
  hint: string;
  text: string;
  onTextChange: (text: string) => void;
  maxLength: number;
  problem: string | null;
  onSubmit: () => void;
  className?: string;
  actions?: ReactNode;
}) {
  const id = useId();
  const { problem } = props;
  return (
    <form
      role="search"
      aria-label={props.name}
      noValidate
      className={cn("grid gap-1.5 rounded-card border border-brand-200 bg-brand-50 p-4", props.className)}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {props.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {props.hint}
      </p>
      <div className="flex flex-wrap gap-2">
        <SearchInput
          id={id}
          className="min-w-0 flex-1 basis-56"
          value={props.text}
          onChange={(event) => props.onTextChange(event.target.value)}
          maxLength={props.maxLength}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
        />
        <Button type="submit">Search</Button>
        {props.actions}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
    </form>
  );
}
