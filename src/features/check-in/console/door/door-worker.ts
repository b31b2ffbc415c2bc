import { doorDecoderCache, doorServiceWorkerFile, doorServiceWorkerScope } from "#shared/console/door-offline.ts";

/**
 * The door's service worker: registered by the door's pages, it keeps their shell and
 * code so a reloaded or reopened door works with no network. Only the door's pages are under it.
 */
export function registerDoorWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(`/organiser/${doorServiceWorkerFile}`, { scope: doorServiceWorkerScope }).catch(() => undefined);
}

/**
 * Keeps the QR decoder's WebAssembly for the next cold start with no network: the worker answers
 * it from this cache. Only phones without a QR reader of their own load it (decoder.ts).
 */
export async function keepDecoder(url: string): Promise<void> {
  if (typeof caches === "undefined") return;
  const cache = await caches.open(doorDecoderCache);
  if (!(await cache.match(url))) await cache.add(url);
}
