// Parts of the club's details (src/shared/site-config.ts, which is made from them) that every page
// needs, in modules of their own: the whole siteConfig, with its English texts, wallets and office
// hours, then travels only with the pages that show them, not with every page in both languages.

/** The club's names as the page titles and link previews carry them (src/web/lib/meta.ts). */
export const siteNames = {
  clubName: "Government Science College Science Club",
  shortName: "GSC Science Club",
};

/** How to reach the club, in every language: shown in every page's footer. */
export const siteLinks = {
  email: "scienceclub@example.org",
  phone: "+880 1700-000000",
  social: {
    facebook: "https://www.facebook.com/example-science-club",
    instagram: "https://www.instagram.com/example_science_club",
    linkedin: "https://www.linkedin.com/company/example-science-club",
    youtube: "https://www.youtube.com/@example-science-club",
  },
};
