import { QueryClient } from "@tanstack/react-query";

/**
 * TanStack Query's defaults are the spec's: 3 retries with exponential backoff capped at 30 s,
 * and unused data garbage-collected after 5 minutes. They are spelled out so a library upgrade
 * cannot change them silently.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        staleTime: 60 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One client for the whole visit in the browser, so data stays cached across pages; a fresh one per
 * render at build time, so prerendering never shares state between pages.
 */
export function appQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
