import { useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { Icon } from "../ui/icon.tsx";
import { replayClick } from "#shared/early-input.ts";
import { pathWithoutLang } from "#shared/lang.ts";
import { useSiteText } from "./site-text.tsx";

type MenuPanel = ComponentType<{ here: string; close: () => void }>;

/**
 * The phone menu's button. Its panel (mobile-menu.tsx) is code for after a tap, so it loads at the
 * first one, not with every page: the button shows the menu as open once the panel is there.
 */
export function MobileNav() {
  const { pathname } = useLocation();
  const { openMenu, closeMenu } = useSiteText();
  // Remembered with the path it was opened on, so arriving on another page closes the menu.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [Panel, setPanel] = useState<MenuPanel | null>(null);
  const open = openOn === pathname && Panel !== null;

  const toggle = () => {
    if (open) return setOpenOn(null);
    if (Panel) return setOpenOn(pathname);
    const openedOn = pathname;
    import("./mobile-menu.tsx").then(
      (module) => {
        setPanel(() => module.MobileMenu);
        setOpenOn(openedOn);
      },
      (error: unknown) => console.warn("Could not load the menu", error),
    );
  };

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
        aria-expanded={open}
        aria-controls="mobile-menu"
        {...replayClick}
        aria-label={open ? closeMenu : openMenu}
        onClick={toggle}
      >
        {open ? <Icon name="x" /> : <Icon name="menu" />}
      </button>
      {open ? <Panel here={pathWithoutLang(pathname)} close={() => setOpenOn(null)} /> : null}
    </div>
  );
}
