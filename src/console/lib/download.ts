import { ApiError } from "./api.ts";

/**
 * Downloads an export. Fetched rather than linked, so the filter (which may hold a search for a
 * name) never lands in the browser's download history; the server still streams the file. `init`
 * sends what a POST needs (the personal data export's keys go in its body, never in an address).
 */
export async function downloadFile(path: string, init: RequestInit = {}, fallbackName = "export.csv"): Promise<void> {
  const response = await fetch(path, { ...init, credentials: "same-origin" });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(response.status, body?.message ?? `The server answered ${response.status}.`, body);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
