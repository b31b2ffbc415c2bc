import { Link } from "react-router";
import { paths } from "#shared/routes.ts";
import { useInLang } from "../../lib/lang.ts";
import { LogoMark } from "../ui/logo.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { useSiteText } from "./site-text.tsx";

export function SiteHeader() {
  const { club } = useSiteText();
  const inLang = useInLang();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:gap-2 lg:px-4 xl:gap-4 xl:px-8">
        <Link to={inLang(paths.home)} className="flex items-center gap-3 rounded-full">
          <LogoMark size={40} />
          <span className="flex flex-col leading-tight">
            <span className="whitespace-nowrap text-base font-extrabold text-brand-900">{club.shortName}</span>
            {/* Left out where the desktop bar is tight (1024-1279 px), so the bar and the name fit on one line. */}
            <span className="hidden text-xs text-muted sm:block lg:hidden xl:block">{club.college}</span>
          </span>
        </Link>
        {/* Between 1024 and 1279 px the bar is tight: less padding and gaps make room for the switch. */}
        <div className="flex items-center gap-2 lg:gap-1 xl:gap-2">
          <DesktopNav />
          {/* Beside the menus on every screen: on a phone next to the menu button, and again inside the menu. */}
          <LanguageSwitch />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
