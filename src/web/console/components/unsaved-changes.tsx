import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from "react";
import { useBlocker } from "react-router";
import { ConfirmAction } from "./confirm-action.tsx";

/**
 * Asks before work is lost (issue 27, item 1): while any form on the page has changes not saved, a
 * move to another console page asks "Leave without saving?", and closing or reloading the tab gets
 * the browser's own question. One guard for the whole console (the router allows one blocker), which
 * every form tells whether it has unsaved changes.
 */
const Report = createContext<(source: string, unsaved: boolean) => void>(() => undefined);

export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [unsavedSources, setUnsavedSources] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((source: string, unsaved: boolean) => {
    setUnsavedSources((current) => {
      if (current.has(source) === unsaved) return current;
      const next = new Set(current);
      if (unsaved) next.add(source);
      else next.delete(source);
      return next;
    });
  }, []);
  const unsaved = unsavedSources.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);
  return (
    <Report.Provider value={report}>
      {children}
      <ConfirmAction
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title="Leave without saving?"
        description="Changes on this page are not saved yet. If you leave now, they are lost."
        actionLabel="Leave without saving"
        destructive
        onConfirm={() => blocker.proceed?.()}
      />
    </Report.Provider>
  );
}

/** Tells the console's guard whether this form has changes not saved; a form that goes away has none. */
export function useUnsavedChanges(unsaved: boolean): void {
  const report = useContext(Report);
  const source = useId();
  useEffect(() => report(source, unsaved), [report, source, unsaved]);
  useEffect(() => () => report(source, false), [report, source]);
}

/**
 * For a form whose inputs hold its values (the Conform forms): edited from the first input until
 * `saved()` is called, and reported to the guard. Spread `onInput` on the <form>.
 */
export function useFormEdits(): { unsaved: boolean; onInput: () => void; saved: () => void } {
  const [unsaved, setUnsaved] = useState(false);
  useUnsavedChanges(unsaved);
  return { unsaved, onInput: useCallback(() => setUnsaved(true), []), saved: useCallback(() => setUnsaved(false), []) };
}
