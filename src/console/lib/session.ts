import { useQuery } from "@tanstack/react-query";
import { doorServiceWorkerScope } from "#shared/console/door-offline.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { organiserSchema, type SessionAnswer } from "#shared/console/session.ts";
import { rememberDoorSession, rememberedDoorSession } from "#features/check-in/console/door/door-wipe.ts";
import { consoleApi, isUnreachable } from "./api.ts";

/** The session as the server says; on a door page with no network, who was signed in there last. */
async function readSession(): Promise<SessionAnswer> {
  try {
    const answer = await consoleApi.get<SessionAnswer>(consoleApiPaths.session);
    rememberDoorSession(answer.organiser);
    return answer;
  } catch (error) {
    const kept = isUnreachable(error) && window.location.pathname.startsWith(doorServiceWorkerScope) ? rememberedDoorSession() : null;
    const organiser = kept && organiserSchema.safeParse({ ...kept, email: "" });
    if (organiser?.success) return { organiser: organiser.data, mailEnabled: false };
    throw error;
  }
}

export const sessionQuery = {
  queryKey: ["session"] as const,
  queryFn: readSession,
  staleTime: 60_000,
  // Asked even with no network: a door page answers from what it remembers.
  networkMode: "always" as const,
};

/** The signed-in organiser, as the server sees them. */
export function useSession() {
  return useQuery(sessionQuery);
}

/** Whether the server sends e-mail; false until the session is known, so no e-mail action shows that cannot work. */
export function useMailEnabled(): boolean {
  return useSession().data?.mailEnabled ?? false;
}
