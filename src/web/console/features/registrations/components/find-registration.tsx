import { useId, useState } from "react";
import { registrationSearchQuerySchema, registrationSearchRules } from "../../../../../shared/console/registrations.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { SearchInput } from "../../../components/search-box.tsx";

/**
 * "Find a registration in any event" (decision 105): a reference, a name, a phone number or an
 * e-mail address, searched when the organiser presses Search (not as they type: it reads every
 * event's registrations). Its own form, apart from the event's filters below it; Clear goes back to
 * the event's table.
 */
export function FindRegistration({ value, onFind }: { value: string | undefined; onFind: (text: string | undefined) => void }) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  // A search changed elsewhere (Back, Clear) shows here too.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? "");
    setProblem(null);
  }
  return (
    <form
      role="search"
      aria-label="Registrations in any event"
      noValidate
      className="mb-4 grid gap-1.5 rounded-card border border-brand-200 bg-brand-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = registrationSearchQuerySchema.safeParse({ q: text });
        if (!checked.success) {
          setProblem(checked.error.issues[0]?.message ?? "This search cannot be sent.");
          return;
        }
        setProblem(null);
        onFind(checked.data.q);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Find a registration in any event
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        A reference, a name, a phone number or an e-mail address.
      </p>
      <div className="flex flex-wrap gap-2">
        <SearchInput
          id={id}
          className="min-w-0 flex-1 basis-56"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={registrationSearchRules.max}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
        />
        <Button type="submit">Search</Button>
        {value !== undefined && (
          <Button variant="secondary" onClick={() => onFind(undefined)}>
            Clear
          </Button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </form>
  );
}
