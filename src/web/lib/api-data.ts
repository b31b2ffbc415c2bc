import { useCallback, useEffect, useSyncExternalStore } from "react";
import { getJson } from "./api-client.ts";
import { usePageAnswer } from "./page-data.ts";

/**
 * Data the pages read from our API (lists, event categories, registration forms), kept in memory for
 * the whole visit so a page visited again shows its rows at once. It is our own small replacement
 * for TanStack Query (docs/decisions/049-own-data-fetching.md) and does only this:
 *
 * - One entry per API path. The path is the cache key, and the URL fetched with `getJson`; the
 *   answer a data page's loader gave for the path (`lib/page-data.ts`) is taken in as just loaded.
 * - Components that read the same path at the same time share one request.
 * - Data younger than 60 s is shown without asking the API again; older data is shown at once and
 *   refreshed in the background.
 * - A failed request is tried again 3 times, 1 s, 2 s and 4 s later (the wait doubles, up to 30 s:
 *   spec section 9); only then is the error shown. Data already shown stays beside the error. The
 *   error comes with `retry`, which loads again the same way (a list's Retry button).
 * - An entry that no component has read for 5 minutes is forgotten (spec section 9).
 *
 * It does not refetch when the window regains focus or the network comes back, does not cancel
 * requests, poll, write, or come with devtools. Sending a form is a plain `postJson` call with the
 * form's own pending flag (see `registration-form.tsx`).
 *
 * Why `useSyncExternalStore`: the cache lives outside React, and this hook lets React read it during
 * render. Its third argument is what a server render and the first render in the browser
 * (hydration) see, so both produce the same HTML: the answer the page's loader gave (the server
 * renders data pages with their rows), or else the loading state. In the browser
 * a loader's answer also fills the cache, as data just arrived, so the page does not ask for it
 * again; after a client-side navigation the router brings the loader's answer before the page
 * renders. Requests start only in an effect, which never runs on the server.
 */

/** What a component sees. TypeScript narrows it: after `if (isPending)` and `if (isError)`, `data` is there. */
export type ApiData<T> =
  /** Nothing to show yet: loading, waiting to retry, or not enabled. */
  | { isPending: true; isError: false; data: undefined; error: undefined }
  /** The last load succeeded. */
  | { isPending: false; isError: false; data: T; error: undefined }
  /** The last load failed after its retries; `data` is what an earlier load brought, if any; `retry` loads again. */
  | { isPending: false; isError: true; data: T | undefined; error: Error; retry: () => void };

// The numbers of the list above, in one place.
const retries = 3;
/** The wait before trying again: 1 s after the first failure, then 2 s, 4 s..., never over 30 s. */
const retryDelayMs = (earlierFailures: number) => Math.min(1000 * 2 ** earlierFailures, 30_000);
const freshForMs = 60 * 1000;
const forgetAfterMs = 5 * 60 * 1000;

interface Entry {
  /** What components see. Replaced, never changed in place, so React can tell when it changed. */
  view: ApiData<unknown>;
  /** When data last arrived (Date.now()), if it ever did. */
  loadedAt?: number;
  /** A request (with its retries) is under way. */
  loading: boolean;
  /** One callback per mounted component reading this path: tells React to read `view` again. */
  readers: Set<() => void>;
  /** The last loader answer taken in (adoptAnswer). */
  adopted?: unknown;
  /** Runs when the last reader has been gone for `forgetAfterMs`. */
  forgetTimer?: ReturnType<typeof setTimeout>;
}

const loadingView: ApiData<never> = { isPending: true, isError: false, data: undefined, error: undefined };

/** The one cache of the visit, keyed by API path. Nothing is stored at build time: see above. */
const cache = new Map<string, Entry>();

function entryFor(path: string): Entry {
  let entry = cache.get(path);
  if (!entry) {
    entry = { view: loadingView, loading: false, readers: new Set() };
    cache.set(path, entry);
  }
  return entry;
}

const loadedView = (data: unknown): ApiData<unknown> => ({ isPending: false, isError: false, data, error: undefined });

/** One view per loader answer, because React compares snapshots by identity. */
const answerViews = new WeakMap<object, ApiData<unknown>>();

function answerView(answer: unknown): ApiData<unknown> {
  if (answer === undefined) return loadingView;
  if (typeof answer !== "object" || answer === null) return loadedView(answer);
  let view = answerViews.get(answer);
  if (!view) {
    view = loadedView(answer);
    answerViews.set(answer, view);
  }
  return view;
}

/**
 * In the browser, a loader's answer for `path` becomes the cached entry, as data just arrived; each
 * answer once, so a later refresh of the entry is not undone by the same answer.
 */
function adoptAnswer(path: string, answer: unknown) {
  const entry = entryFor(path);
  if (entry.adopted === answer) return;
  entry.adopted = answer;
  entry.view = answerView(answer);
  entry.loadedAt = Date.now();
}

function show(entry: Entry, view: ApiData<unknown>) {
  entry.view = view;
  for (const reader of entry.readers) reader();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function getWithRetries(path: string, cache?: RequestCache): Promise<unknown> {
  for (let earlierFailures = 0; ; earlierFailures++) {
    try {
      return await getJson<unknown>(path, { cache });
    } catch (error) {
      if (earlierFailures === retries) throw error;
      await wait(retryDelayMs(earlierFailures));
    }
  }
}

async function load(path: string, entry: Entry, cache?: RequestCache) {
  entry.loading = true;
  // Trying again after an error with nothing to show: show 'loading' again, as on the first visit.
  if (entry.view.data === undefined && entry.view.isError) show(entry, loadingView);
  try {
    const data = await getWithRetries(path, cache);
    entry.loadedAt = Date.now();
    show(entry, loadedView(data));
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    const retry = () => {
      if (!entry.loading) void load(path, entry);
    };
    show(entry, { isPending: false, isError: true, data: entry.view.data, error, retry });
  } finally {
    entry.loading = false;
  }
}

/**
 * Loads `path` again at once, past the browser's copy, when a component shows it: after the visitor's
 * own change to it (a registration takes a seat).
 */
export function reloadApiData(path: string) {
  const entry = cache.get(path);
  if (entry && !entry.loading) void load(path, entry, "no-cache");
}

/** Starts a load unless one is under way or the data is still fresh. */
function loadUnlessFresh(path: string) {
  const entry = entryFor(path);
  const fresh = entry.loadedAt !== undefined && Date.now() - entry.loadedAt < freshForMs;
  if (!entry.loading && !fresh) void load(path, entry);
}

function subscribe(path: string, reader: () => void): () => void {
  const entry = entryFor(path);
  clearTimeout(entry.forgetTimer);
  entry.readers.add(reader);
  return () => {
    entry.readers.delete(reader);
    if (entry.readers.size === 0) entry.forgetTimer = setTimeout(() => cache.delete(path), forgetAfterMs);
  };
}

/**
 * The JSON at `path` (an `apiPaths` entry), loaded and cached as described above. `T` is what the
 * API answers; like `getJson`, it is trusted, not checked. With `enabled: false` nothing is
 * requested: the component sees what is cached for the path, or the loading state.
 */
export function useApiData<T>(path: string, { enabled = true }: { enabled?: boolean } = {}): ApiData<T> {
  const answer = usePageAnswer(path);
  // Before anything reads the cache in this render; never on the server, whose renders share no cache.
  if (answer !== undefined && typeof document !== "undefined") adoptAnswer(path, answer);
  const subscribeToPath = useCallback((reader: () => void) => subscribe(path, reader), [path]);
  const view = useSyncExternalStore(
    subscribeToPath,
    () => cache.get(path)?.view ?? loadingView,
    () => answerView(answer),
  );
  useEffect(() => {
    if (enabled) loadUnlessFresh(path);
  }, [path, enabled]);
  return view as ApiData<T>;
}
