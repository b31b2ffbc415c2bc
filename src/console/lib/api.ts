import { ApiError } from "../../web/lib/api-client.ts";
import { wipeDoorCopies } from "#features/check-in/console/door/door-wipe.ts";

export { ApiError };

/**
 * The console's one way to the API: same-origin JSON with the session cookie. Feature fetchers
 * call these; pages never call fetch. A 401 anywhere sends the organiser to sign in (query-client.ts).
 */
async function request<T>(method: string, path: string, body?: unknown, fileType = "application/octet-stream", extraHeaders: Record<string, string> = {}): Promise<T> {
  const bytes = body instanceof Blob;
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers:
      body === undefined
        ? { accept: "application/json", ...extraHeaders }
        : { accept: "application/json", "content-type": bytes ? fileType : "application/json", ...extraHeaders },
    body: body === undefined ? null : bytes ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw await failure(response.status, parsed);
  return parsed as T;
}

/**
 * The server's refusal, with its message when it sent one. A 401 or 403 first wipes the door's copies
 * on this device: a session that ended or a role that no longer allows something
 * keeps no list of names.
 */
async function failure(status: number, parsed: unknown): Promise<ApiError> {
  if (status === 401 || status === 403) await wipeDoorCopies();
  const message = parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string" ? parsed.message : `The server answered ${status}.`;
  return new ApiError(status, message, parsed);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A GET that sends the version the caller holds (`If-None-Match`): null when the server says it is
 * unchanged (304), else the new body and its ETag. The door's offline list is read this way.
 */
async function getIfChanged<T>(path: string, etag: string | undefined): Promise<{ body: T; etag: string } | null> {
  const response = await fetch(path, {
    credentials: "same-origin",
    cache: "no-store",
    headers: etag ? { accept: "application/json", "if-none-match": etag } : { accept: "application/json" },
  });
  if (response.status === 304) return null;
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw await failure(response.status, parsed);
  return { body: parsed as T, etag: response.headers.get("etag") ?? "" };
}

export const consoleApi = {
  getIfChanged,
  get: <T>(path: string) => request<T>("GET", path),
  /** `headers` adds to the JSON ones, e.g. an Idempotency-Key kept across retries of one submission (the door's walk-ins). */
  post: <T>(path: string, body: unknown = {}, headers?: Record<string, string>) => request<T>("POST", path, body, undefined, headers),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, body),
  put: <T>(path: string, body: unknown) => request<T>("PUT", path, body),
  delete: <T>(path: string) => request<T>("DELETE", path),
  /** Sends a file's bare bytes (the server reads its type from them, unless a route takes one type, e.g. text/csv). */
  postFile: <T>(path: string, file: Blob, type?: string) => request<T>("POST", path, file, type),
};

/** A request that never reached our API, or a proxy's answer that it is down: the door then works from its copy. */
export function isUnreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || [502, 503, 504].includes(error.status);
}

export function isUnauthorised(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
