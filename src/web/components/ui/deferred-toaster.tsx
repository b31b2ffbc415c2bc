import { useEffect, useState, type ComponentType } from "react";

type ToasterComponent = ComponentType<{ label: string }>;

/**
 * The toast region, loaded once the page is idle rather than with every first visit: sonner is
 * about 10 KB gzip and no page shows a toast before the visitor acts. A page that calls `toast()`
 * imports sonner itself; toasts raised before this mounts are replayed when it subscribes. Each
 * page's frame renders it, with the region's name in the page's language (`label`).
 */
export function DeferredToaster({ label }: { label: string }) {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      import("./notifications.tsx").then(
        (module) => !cancelled && setToaster(() => module.Notifications),
        (error: unknown) => console.warn("Could not load the notifications region", error),
      );
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 3000 })
      : window.setTimeout(load, 1500);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return Toaster ? <Toaster label={label} /> : null;
}
