import type { Lang } from "../../shared/lang.ts";
import { paths, type SitePath } from "../../shared/routes.ts";
import { siteConfig } from "../../shared/site-config.ts";
import { navigation } from "./navigation.ts";

/**
 * The words of every page's frame (header, menus, footer, the skip link, the language switch) and
 * the common words of the shared UI components (loading, back, close, notifications), in English.
 * The layout route of each language hands its catalog to the frame through the site text context
 * (components/layout/site-text.tsx, `useSiteText()`); its Bangla twin is bn/site.ts.
 */
export const siteText = {
  lang: "en" as Lang,
  /** The club's details as the frame shows them (src/shared/site-config.ts); e-mail and links stay as they are. */
  club: {
    clubName: siteConfig.clubName,
    shortName: siteConfig.shortName,
    college: siteConfig.college,
    tagline: siteConfig.tagline,
    address: siteConfig.contact.address,
    /** The club's phone number as read: in the page's digits (the number dialled is siteConfig's). */
    phone: siteConfig.contact.phone,
  },
  skipLink: "Skip to content",
  navigation,
  mainNavLabel: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  /** The switch to the other language: its text is written in that language. */
  languageSwitch: {
    /** The other language's name, in itself. */
    label: "বাংলা",
    /** Its `lang` and `hreflang`. */
    lang: "bn",
    /** Read after the label by screen readers, in the page's language: what the link does. */
    hint: "(this page in Bangla)",
  },
  footer: {
    exploreHeading: "Explore",
    reachHeading: "Reach us",
    socialLabel: "Social links",
    email: "E-mail",
    links: [
      { label: "Contact us", path: paths.contact },
      { label: "Privacy Policy", path: paths.privacyPolicy },
      { label: "Terms of Services", path: paths.termsOfServices },
      { label: "Join us", path: paths.joinUs },
    ] as { label: string; path: SitePath }[],
  },
  /** What the root's error page says when a page fails to render. */
  error: {
    heading: "Unexpected Application Error!",
    backTo: (name: string) => `Back to ${name}`,
  },
  /** Words of the shared UI components, for every area's pages. */
  common: {
    loading: "Loading...",
    /** The button under a list's load failure that loads it again. */
    retry: "Retry",
    back: "Back",
    close: "Close",
    notifications: "Notifications",
    /** After an outside link's label, for screen readers: " of {about} (opens in a new tab)". */
    opensInNewTab: (about: string) => ` of ${about} (opens in a new tab)`,
  },
};

export type SiteText = typeof siteText;
