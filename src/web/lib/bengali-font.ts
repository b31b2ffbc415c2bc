import type { LinksFunction } from "react-router";
import regularUrl from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import boldUrl from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url";

// The Bengali font of Bangla pages (issue 32): Noto Sans Bengali, self-hosted from @fontsource (the
// build hashes the files into /assets), the Bengali range only, regular and bold (the site's
// 500 takes the regular, 600 and 800 the bold, by CSS's weight matching). Only Bangla pages name
// it, so English pages never download it: its rules (bengali-font-css.ts) travel as an inline
// stylesheet of Bangla pages' HTML, put there by the server like the site's own (entry.server.tsx,
// root.tsx), and each Bangla route (layout, home) preloads the two files. Until it arrives
// (font-display: swap) the text shows in a Bengali font the device has, whose vertical metrics are
// set to Noto Sans Bengali's (917/408 of 1000 units, no line gap) so the swap does not move lines.

export const bengaliFontFiles = { regular: regularUrl, bold: boldUrl };

/** The font files, asked for with the page's HTML rather than once the CSS names them. */
export const bengaliFontLinks: LinksFunction = () =>
  [regularUrl, boldUrl].map((href) => ({ rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "anonymous" as const }));

