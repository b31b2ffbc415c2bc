import { Link } from "react-router";
import { paths } from "../../../shared/routes.ts";
import { siteConfig } from "../../../shared/site-config.ts";
import { LogoMark } from "../ui/logo.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { MobileNav } from "./mobile-nav.tsx";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="flex items-center gap-3 rounded-full">
          <LogoMark size={40} />
          <span className="flex flex-col leading-tight">
            <span className="whitespace-nowrap text-base font-extrabold text-brand-900">{siteConfig.shortName}</span>
            {/* Left out where the desktop bar is tight (1024-1279 px), so the bar and the name fit on one line. */}
            <span className="hidden text-xs text-muted sm:block lg:hidden xl:block">{siteConfig.college}</span>
          </span>
        </Link>
        <DesktopNav />
        <MobileNav />
      </div>
    </header>
  );
}
