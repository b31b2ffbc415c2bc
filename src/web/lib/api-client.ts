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

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

export async function getJson<T>(path: string, init?: { signal?: AbortSignal }): Promise<T> {
  const response = await fetch(path, { headers: { accept: "application/json" }, signal: init?.signal ?? null });
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

/**
 * Sends one file as multipart/form-data, after the text `fields` (such as the honeypot), and reports
 * progress (0 to 1) while it uploads. XMLHttpRequest, because fetch cannot report upload progress.
 */
export function uploadFile<T>(path: string, file: File, onProgress: (fraction: number) => void, fields: Record<string, string> = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const response = new Response(request.responseText || null, { status: request.status });
      parse<T>(response).then(resolve, reject);
    });
    request.addEventListener("error", () => reject(new ApiError(0, "The upload could not reach the server.", undefined)));
    request.addEventListener("abort", () => reject(new ApiError(0, "The upload was cancelled.", undefined)));
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append("file", file);
    request.send(body);
  });
}
