import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { consolePagePaths } from "#shared/console/paths.ts";
import { isUnauthorised } from "./api.ts";

let leaving = false;
// An organiser who stays (they cancelled the unsaved-changes prompt) is sent again on a later 401:
// the window's next focus, which also refetches, ends the leaving.
if (typeof window !== "undefined") window.addEventListener("focus", () => (leaving = false));

/**
 * Sends the organiser to sign in, coming back here afterwards. Once: when a session ends, every
 * query that refetches gets its own 401, and a second navigation would cut off the first.
 */
export function goToSignIn() {
  const here = window.location.pathname + window.location.search;
  if (leaving || window.location.pathname === consolePagePaths.signIn) return;
  leaving = true;
  window.location.assign(`${consolePagePaths.signIn}?next=${encodeURIComponent(here)}`);
}

/**
 * Console data and mutations go through TanStack Query. A session that ended
 * (sign-out elsewhere, expiry, a disabled account) turns every request into 401: go to sign-in.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => (isUnauthorised(error) ? goToSignIn() : undefined) }),
  mutationCache: new MutationCache({ onError: (error) => (isUnauthorised(error) ? goToSignIn() : undefined) }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (count, error) => !isUnauthorised(error) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});
