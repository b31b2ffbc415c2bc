import { useQuery } from "@tanstack/react-query";
import { consoleApiPaths } from "../../../shared/console/paths.ts";
import type { SessionAnswer } from "../../../shared/console/session.ts";
import { consoleApi } from "./api.ts";

export const sessionQuery = {
  queryKey: ["session"] as const,
  queryFn: () => consoleApi.get<SessionAnswer>(consoleApiPaths.session),
  staleTime: 60_000,
};

/** The signed-in organiser, as the server sees them. */
export function useSession() {
  return useQuery(sessionQuery);
}
