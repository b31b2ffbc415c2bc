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

/** Whether the server sends e-mail; false until the session is known, so no e-mail action shows that cannot work. */
export function useMailEnabled(): boolean {
  return useSession().data?.mailEnabled ?? false;
}
