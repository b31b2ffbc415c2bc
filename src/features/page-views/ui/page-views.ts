import type { PageViewInput } from "../contract.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { pageViewSessionKey as SESSION_KEY } from "#shared/page-shell.ts";
import { withoutTicketCode } from "#shared/ticket-paths.ts";
import { postJson } from "#web/lib/api-client.ts";

let memorySessionId: string | undefined;

function newSessionId(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** One anonymous id per tab session, kept in sessionStorage, or in memory where storage is refused. */
export function pageViewSessionId(): string {
  try {
    const stored = sessionStorage.getItem(SESSION_KEY);
    if (stored) return stored;
    const created = newSessionId();
    sessionStorage.setItem(SESSION_KEY, created);
    return created;
  } catch {
    memorySessionId ??= newSessionId();
    return memorySessionId;
  }
}

/** Logs one anonymous page view. A failure is only logged: it must never disturb the visitor. */
export function logPageView(path: string, referrer: string): void {
  const view: PageViewInput = {
    path: withoutTicketCode(path),
    referrer: referrer ? withoutTicketCode(referrer) : null,
    userAgent: navigator.userAgent || null,
    sessionId: pageViewSessionId(),
  };
  postJson(apiPaths.pageViews, view, { keepalive: true }).catch((error: unknown) => {
    console.warn("Could not log the page view", error);
  });
}
