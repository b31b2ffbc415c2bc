/** The one place the browser talks to our API. Pages use the feature fetchers, never fetch itself. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The JSON body of a response, or an ApiError carrying the status and the server's message. */
export async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch (error) {
    // A failure answered by something other than our API (a proxy's HTML 502 page) keeps its status.
    if (response.ok) throw error;
  }
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

export async function getJson<T>(path: string, init?: { signal?: AbortSignal; cache?: RequestCache }): Promise<T> {
  const response = await fetch(path, { headers: { accept: "application/json" }, signal: init?.signal ?? null, cache: init?.cache ?? "default" });
  return parse<T>(response);
}

export async function postJson<T>(path: string, body: unknown, init?: { keepalive?: boolean }): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    keepalive: init?.keepalive ?? false,
  });
  return parse<T>(response);
}
