import { Toaster } from "sonner";

/** Sonner's defaults are the spec's: bottom-right, Alt+T, region "Notifications". */
export function Notifications() {
  return (
    <Toaster position="bottom-right" hotkey={["altKey", "KeyT"]} containerAriaLabel="Notifications" richColors closeButton />
  );
}
