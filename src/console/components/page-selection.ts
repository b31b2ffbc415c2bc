import { useCallback, useState } from "react";

/**
 * State that belongs to one page of a table (its API query string): another page, filter or
 * search starts again from `initial`, so nothing chosen on one view acts on rows of another.
 */
export function usePageState<T>(pageQuery: string, initial: T): [T, (next: T) => void] {
  const [state, setState] = useState({ of: pageQuery, value: initial });
  const set = useCallback((value: T) => setState({ of: pageQuery, value }), [pageQuery]);
  return [state.of === pageQuery ? state.value : initial, set];
}

const noneSelected: ReadonlySet<string> = new Set();

/** The rows ticked on the table's page, for its bulk actions (a DataTable `selection`, plus `clear`). */
export function usePageSelection(pageQuery: string) {
  const [selected, onChange] = usePageState(pageQuery, noneSelected);
  const clear = useCallback(() => onChange(noneSelected), [onChange]);
  return { selected, onChange, clear };
}
