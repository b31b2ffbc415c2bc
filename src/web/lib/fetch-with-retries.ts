import { getJson } from "./api-client.ts";

const retryDelaysMs = [1000, 2000, 4000];

/**
 * GETs `path` once, with three retries, and hands the answer over; answers a cancel. For a page whose
 * loader could not put a list in the page (a data page's list the server could not read then): loaded
 * only when that happens, so the pages' first visit does not carry it (membership-fee.ts, retention-periods.ts).
 */
export function fetchWithRetries<T>(path: string, onAnswer: (answer: T) => void): () => void {
  let live = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const load = async (attempt: number) => {
    try {
      const answer = await getJson<T>(path);
      if (live) onAnswer(answer);
    } catch {
      const delay = retryDelaysMs[attempt];
      if (live && delay !== undefined) timer = setTimeout(() => void load(attempt + 1), delay);
    }
  };
  void load(0);
  return () => {
    live = false;
    clearTimeout(timer);
  };
}

