import type { ExternalToast } from "sonner";

type ToastKind = "success" | "error";

/**
 * Raises a sonner toast, importing sonner (about 9 KB gzip) when the first toast is raised rather
 * than with the page: no page shows a toast before the visitor acts or a request fails. The
 * toast region (DeferredToaster) imports the same module, so both share one toast store.
 */
export async function showToast(kind: ToastKind, title: string, options?: ExternalToast): Promise<void> {
  const { toast } = await import("sonner");
  toast[kind](title, options);
}
