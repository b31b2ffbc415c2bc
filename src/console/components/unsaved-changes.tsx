import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useBlocker } from "react-router";
import { ConfirmAction } from "./confirm-action.tsx";

/**
 * Asks before work is lost: while any form on the page has changes not saved, a
 * move to another console page asks "Leave without saving?", and closing or reloading the tab gets
 * the browser's own question. One guard for the whole console (the router allows one blocker), which
 * every form tells whether it has unsaved changes.
 */
const Report = createContext<(source: string, unsaved: boolean) => void>(() => undefined);

export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // Read by the blocker when a navigation starts, so a form that has just saved and moves on at once
  // (a new event goes to its own page) is not asked about: the state below only re-renders.
  const sources = useRef(new Set<string>());
  const [unsaved, setUnsaved] = useState(false);
  const report = useCallback((source: string, changed: boolean) => {
    if (changed) sources.current.add(source);
    else sources.current.delete(source);
    setUnsaved(sources.current.size > 0);
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      sources.current.size > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
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
export function useFormEdits(): FormEdits {
  const report = useContext(Report);
  const source = useId();
  const [unsaved, setUnsaved] = useState(false);
  useEffect(() => report(source, unsaved), [report, source, unsaved]);
  useEffect(() => () => report(source, false), [report, source]);
  const onInput = useCallback(() => setUnsaved(true), []);
  const saved = useCallback(() => {
    // At once, not after the next render: the caller may navigate in the same moment.
    report(source, false);
    setUnsaved(false);
  }, [report, source]);
  return { unsaved, onInput, saved };
}

export interface FormEdits {
  unsaved: boolean;
  onInput: () => void;
  saved: () => void;
}
