import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "../ui/icon.tsx";
import { replayClick } from "#shared/early-input.ts";
import { pathWithoutLang } from "#shared/lang.ts";
import { isActivePath } from "#shared/routes.ts";
import type { NavItem } from "../../content/navigation.ts";
import { cn } from "../../lib/cn.ts";
import { useInLang } from "../../lib/lang.ts";
import { useSiteText } from "./site-text.tsx";

// Between 1024 and 1279 px (laptops at 125 % scaling) ten items and the club's name share one line
// only a little tighter: 13 px labels, less padding, no gaps. Labels never wrap.
const itemClasses = (active: boolean) =>
  cn(
    "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-2 text-[0.8125rem] font-semibold transition-colors xl:px-3 xl:text-sm",
    active ? "bg-brand-700 text-white" : "text-brand-900 hover:bg-brand-50",
  );

/** The wide-screen bar: plain links, and groups that open on hover or click without navigating. */
export function DesktopNav() {
  const { pathname } = useLocation();
  // Which item is the current page's, by the page's path without its language (the catalog's paths).
  const here = pathWithoutLang(pathname);
  const { navigation, mainNavLabel } = useSiteText();
  const inLang = useInLang();
  // The open group is remembered with the path it was opened on, so moving to another page closes it,
  // and with how it was opened: a mouse user's click lands on a group its hover has just opened, and
  // must keep it open (pinned) rather than toggle it shut.
  const [openState, setOpenState] = useState<{ label: string; pathname: string; pinned: boolean } | null>(null);
  const openLabel = openState?.pathname === pathname ? openState.label : null;
  const hoverOpen = (label: string) => {
    if (openLabel !== label) setOpenState({ label, pathname, pinned: false });
  };
  const hoverLeave = () => {
    if (!openState?.pinned) setOpenState(null);
  };
  const clickToggle = (label: string) => {
    if (openLabel === label && !openState?.pinned) setOpenState({ label, pathname, pinned: true });
    else setOpenState(openLabel === label ? null : { label, pathname, pinned: true });
  };
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openLabel) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenState(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openLabel]);

  return (
    <nav ref={navRef} aria-label={mainNavLabel} className="hidden lg:block">
      <ul className="flex items-center xl:gap-1">
        {navigation.map((item) => (
          <li
            key={item.label}
            className="relative"
            onMouseEnter={item.children ? () => hoverOpen(item.label) : undefined}
            onMouseLeave={item.children ? hoverLeave : undefined}
          >
            {item.children ? (
              <DropdownGroup
                item={item}
                here={here}
                open={openLabel === item.label}
                onToggle={() => clickToggle(item.label)}
                onClose={() => setOpenState(null)}
              />
            ) : (
              <Link
                to={inLang(item.path)}
                className={itemClasses(isActivePath(here, item.path))}
                aria-current={here === item.path ? "page" : undefined}
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DropdownGroup({
  item,
  here,
  open,
  onToggle,
  onClose,
}: {
  item: NavItem;
  /** The current page's path without its language. */
  here: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inLang = useInLang();
  // Ids from the group's path, which is the same in both languages (a Bangla label has no \w letters).
  const menuId = `nav-menu-${item.path.replace(/\W+/g, "-").replace(/^-/, "")}`;
  const active = isActivePath(here, item.path) || (item.children ?? []).some((c) => isActivePath(here, c.path));
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          onClose();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={itemClasses(active)}
        aria-expanded={open}
        aria-controls={menuId}
        {...replayClick}
        onClick={onToggle}
      >
        {item.label}
        <Icon name="chevron-down" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {/* The padding bridges the gap between button and panel so hover is not lost on the way down. */}
      <div id={menuId} hidden={!open} className="absolute left-0 top-full z-40 pt-2">
        <ul className="min-w-56 rounded-2xl border border-line bg-white p-2 shadow-[var(--shadow-card-hover)]">
          {item.children?.map((child) => {
            const current = here === child.path;
            return (
              <li key={child.path}>
                <Link
                  to={inLang(child.path)}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "block rounded-xl px-3 py-2 text-sm font-medium",
                    current ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-brand-50",
                  )}
                >
                  {child.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
