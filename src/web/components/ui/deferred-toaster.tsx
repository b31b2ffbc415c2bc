import { useEffect, useState, type ComponentType } from "react";
import { useLang } from "../../lib/lang.ts";

type ToasterComponent = ComponentType<Record<string, never>>;

/**
 * The toast region, loaded once the page is idle rather than with every first visit: sonner is
 * about 10 KB gzip and no page shows a toast before the visitor acts. A page that calls `toast()`
 * imports sonner itself; toasts raised before this mounts are replayed when it subscribes. The
 * region's name comes with it from the page's language's site text (the page holds it already).
 */
export function DeferredToaster() {
  const lang = useLang();
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      Promise.all([
        import("./notifications.tsx"),
        lang === "bn" ? import("../../content/bn/site.ts") : import("../../content/site.ts"),
      ]).then(
        ([module, { siteText }]) => {
          if (cancelled) return;
          const Notifications = module.Notifications;
          setToaster(() => () => <Notifications label={siteText.common.notifications} />);
        },
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
  }, [lang]);
  return Toaster ? <Toaster /> : null;
}
