import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { appQueryClient } from "./query-client.ts";

/**
 * Wraps a page that reads API data. It lives in the data pages, not the root, so pages without
 * data do not download TanStack Query (about 10 KB gzip): see docs/decisions/040.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(appQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
