import { useState } from "react";
import { Link } from "react-router";
import { Icon } from "../ui/icon.tsx";
import { isActivePath } from "#shared/routes.ts";
import { cn } from "../../lib/cn.ts";
import { useInLang } from "../../lib/lang.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { useSiteText } from "./site-text.tsx";

/**
 * The phone menu's panel, loaded at the first tap on the menu button (mobile-nav.tsx): its groups
 * expand one by one; choosing a page closes it. `here` is the current page's path without its language.
 */
export function MobileMenu({ here, close }: { here: string; close: () => void }) {
  const { navigation, mainNavLabel } = useSiteText();
  const inLang = useInLang();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const toggleGroup = (label: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });

  return (
      <nav
        id="mobile-menu"
        aria-label={mainNavLabel}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-line bg-white px-4 pb-6 pt-2 shadow-[var(--shadow-card-hover)]"
      >
        <ul className="divide-y divide-line">
          {navigation.map((item) => {
            const active = isActivePath(here, item.path);
            if (!item.children) {
              return (
                <li key={item.label}>
                  <Link
                    to={inLang(item.path)}
                    onClick={close}
                    aria-current={here === item.path ? "page" : undefined}
                    className={cn("block px-2 py-3 font-semibold", active ? "text-brand-700" : "text-ink")}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            }
            const isExpanded = expanded.has(item.label);
            const groupId = `mobile-group-${item.path.replace(/\W+/g, "-").replace(/^-/, "")}`;
            return (
              <li key={item.label}>
                <button
                  type="button"
                  className={cn(
                    "flex w-full items-center justify-between px-2 py-3 text-left font-semibold",
                    active ? "text-brand-700" : "text-ink",
                  )}
                  aria-expanded={isExpanded}
                  aria-controls={groupId}
                  onClick={() => toggleGroup(item.label)}
                >
                  {item.label}
                  <Icon name="chevron-down" className={cn("size-5 transition-transform", isExpanded && "rotate-180")} />
                </button>
                <ul id={groupId} hidden={!isExpanded} className="mb-2 ml-2 border-l-2 border-brand-100 pl-3">
                  {item.children.map((child) => (
                    <li key={child.path}>
                      <Link
                        to={inLang(child.path)}
                        onClick={close}
                        aria-current={here === child.path ? "page" : undefined}
                        className={cn(
                          "block rounded-lg px-2 py-2",
                          here === child.path ? "bg-brand-50 font-semibold text-brand-800" : "text-muted",
                        )}
                      >
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <div className="border-t border-line px-2 pt-4">
          <LanguageSwitch />
        </div>
      </nav>
  );
}
