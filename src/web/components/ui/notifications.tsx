import { useEffect, useState } from "react";
import { Toaster } from "sonner";

/** Narrower than this, a toast spans the screen: at the bottom it would cover the form's button. */
const phoneQuery = "(max-width: 639px)";
/** Below the sticky site header (h-16 and its 1 px border), with sonner's own 16 px gap on phones. */
const belowHeader = { top: "calc(4rem + 1px + 16px)" };

/**
 * Sonner's defaults are the spec's: bottom-right, Alt+T, region "Notifications" (`label`, in the page's language). On a phone the
 * toasts appear at the top instead, where they cover no form's submit button, under the header.
 */
export function Notifications({ label }: { label: string }) {
  const [phone, setPhone] = useState(() => window.matchMedia(phoneQuery).matches);
  useEffect(() => {
    const query = window.matchMedia(phoneQuery);
    const change = () => setPhone(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  return (
    <Toaster
      position={phone ? "top-center" : "bottom-right"}
      offset={phone ? belowHeader : undefined}
      mobileOffset={belowHeader}
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel={label}
      richColors
      closeButton
    />
  );
}
