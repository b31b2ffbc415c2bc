import { Link } from "react-router";
import { siteFooterId } from "#shared/page-shell.ts";
import { siteLinks } from "#shared/site-names.ts";
import { banglaDigits } from "#shared/bangla-digits.ts";
import { useInLang } from "../../lib/lang.ts";
import { Icon, type IconName } from "../ui/icon.tsx";
import { LogoMark } from "../ui/logo.tsx";
import { useSiteText } from "./site-text.tsx";

// The networks' names are names: the same in both languages.
const socialLinks: { label: string; href: string; icon: IconName }[] = [
  { label: "Facebook", href: siteLinks.social.facebook, icon: "facebook" },
  { label: "Instagram", href: siteLinks.social.instagram, icon: "instagram" },
  { label: "LinkedIn", href: siteLinks.social.linkedin, icon: "linkedin" },
  { label: "YouTube", href: siteLinks.social.youtube, icon: "youtube" },
];

export function SiteFooter() {
  const { lang, club, footer } = useSiteText();
  const inLang = useInLang();
  const links = [...socialLinks, { label: footer.email, href: `mailto:${siteLinks.email}`, icon: "mail" as IconName }];
  return (
    // Its id tells the browser when the page's HTML has been parsed up to the footer: the first
    // render waits for it (src/web/lib/document-parts.tsx).
    <footer id={siteFooterId} className="mt-auto bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <div className="flex items-center gap-3">
            <LogoMark size={44} />
            <p className="text-lg font-extrabold text-white">{club.shortName}</p>
          </div>
          <p className="mt-3 text-sm">{club.tagline}</p>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-widest text-highlight-300">{footer.exploreHeading}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footer.links.map((link) => (
              <li key={link.path}>
                <Link to={inLang(link.path)} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-widest text-highlight-300">{footer.reachHeading}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
              {club.address}
            </li>
            <li className="flex gap-2">
              <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
              <span dir="ltr">{club.phone}</span>
            </li>
          </ul>
          <ul className="mt-4 flex gap-2" aria-label={footer.socialLabel}>
            {links.map(({ label, href, icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  {...(href.startsWith("mailto:") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <Icon name={icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-brand-200">
        <span suppressHydrationWarning>
          © {lang === "bn" ? banglaDigits(String(new Date().getFullYear())) : new Date().getFullYear()}
        </span>{" "}
        {club.clubName}
      </p>
    </footer>
  );
}
