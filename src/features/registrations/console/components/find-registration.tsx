import { useState } from "react";
import { registrationSearchQuerySchema, registrationSearchRules } from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { SearchPanel } from "#console/components/search-box.tsx";

/**
 * "Find a registration in any event": a reference, a name, a phone number or an
 * e-mail address, searched when the organiser presses Search (not as they type: it reads every
 * event's registrations). Its own form, apart from the event's filters below it; Clear goes back to
 * the event's table.
 */
export function FindRegistration({ value, onFind }: { value: string | undefined; onFind: (text: string | undefined) => void }) {
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
    <SearchPanel
      name="Registrations in any event"
      label="Find a registration in any event"
      hint="A reference, a name, a phone number or an e-mail address."
      className="mb-4"
      text={text}
      onTextChange={setText}
      maxLength={registrationSearchRules.max}
      problem={problem}
      onSubmit={() => {
        const checked = registrationSearchQuerySchema.safeParse({ q: text });
        if (!checked.success) {
          setProblem(checked.error.issues[0]?.message ?? "This search cannot be sent.");
          return;
        }
        setProblem(null);
        onFind(checked.data.q);
      }}
      actions={
        value !== undefined && (
          <Button variant="secondary" onClick={() => onFind(undefined)}>
            Clear
          </Button>
        )
      }
    />
  );
}
