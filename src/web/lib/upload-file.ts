import { ApiError, parse } from "./api-client.ts";

/**
 * Sends one file as multipart/form-data, after the text `fields` (such as the honeypot), with the
 * extra request `headers` (such as the idempotency key), and reports progress (0 to 1) while it uploads. XMLHttpRequest,
 * because fetch cannot report upload progress. Kept apart from api-client.ts, which every page loads:
 * only the event registration dialog uploads.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("accept", "application/json");
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
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
