import { useEffect, useState } from "react";
import { usePageAnswer } from "./page-data.ts";

/**
 * A list the page's loader put in the page (usePageAnswer), as a value picked from it; when the
 * loader had none (the server could not read it then), fetched once in the browser with three
 * retries, by code loaded only then (lib/fetch-with-retries.ts). `known` keeps the value of an
 * earlier load in this visit.
 */
export function usePageList<T, V>(path: string, pick: (answer: T) => V, known: { value?: V }): V | undefined {
  const rendered = usePageAnswer(path) as T | undefined;
  const [value, setValue] = useState<V | undefined>(() => (rendered === undefined ? known.value : pick(rendered)));
  useEffect(() => {
    if (value !== undefined) {
      known.value = value;
      return;
    }
    let live = true;
    let cancel: (() => void) | undefined;
    void import("./fetch-with-retries.ts").then(({ fetchWithRetries }) => {
      if (live) cancel = fetchWithRetries<T>(path, (answer) => setValue(pick(answer)));
    });
    return () => {
      live = false;
      cancel?.();
    };
    // `pick` and `known` are the caller's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, path]);
  return value;
}
