import { safeWebHref } from "#shared/safe-url.ts";
import { Icon } from "./icon.tsx";
import { cn } from "../../lib/cn.ts";
import { buttonClasses } from "./button.tsx";
import { useSiteText } from "../layout/site-text.tsx";

/**
 * A button-looking link that opens outside the site in a new tab. `about` names what it belongs to
 * for screen readers ("Demo" alone is ambiguous on a page of many projects). Nothing is rendered
 * for an address that is not http: or https: (shared/safe-url.ts).
 */
export function ExternalLinkButton({
  href,
  label,
  about,
  variant = "primary",
}: {
  href: string;
  label: string;
  about: string;
  variant?: "primary" | "secondary";
}) {
  const { common } = useSiteText();
  const safeHref = safeWebHref(href);
  if (!safeHref) return null;
  return (
    <a href={safeHref} target="_blank" rel="noopener noreferrer" className={cn(buttonClasses(variant, "sm"), "max-w-full")}>
      {label}
      <span className="sr-only">{common.opensInNewTab(about)}</span>
      <Icon name="external-link" className="size-4 shrink-0" />
    </a>
  );
}
