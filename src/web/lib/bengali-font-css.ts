import regularUrl from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import boldUrl from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url";

// The Bengali font of Bangla pages: Noto Sans Bengali, the Bengali range only, regular and
// bold (the site's 500 takes the regular, 600 and 800 the bold, by CSS's weight matching). Only Bangla
// pages name it, so English pages never download it: these rules are for the server alone, which puts
// them as an inline stylesheet in Bangla pages' HTML like the site's own (entry.server.tsx, root.tsx),
// so no page's JavaScript carries them. Each face takes the device's own copy first (Android, which
// most of the club's visitors read on, ships Noto Sans Bengali), and only without one the site's
// self-hosted file from @fontsource (the build hashes it into /assets). The files are not preloaded:
// a preload would download them even where the device has the font. Until a
// downloaded file arrives (font-display: swap) the text shows in a Bengali font the device has
// (Nirmala UI, Vrinda), whose vertical metrics are set to Noto Sans Bengali's (917/408 of 1000 units,
// no line gap) so the swap does not move lines.

const bengaliRange =
  "U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1";

const metrics = "ascent-override:91.7%;descent-override:40.8%;line-gap-override:0%;size-adjust:100%";

const face = (family: string, weight: number, src: string, extra = "") =>
  `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:${src};unicode-range:${bengaliRange}${extra}}`;

const stack = `"Noto Sans Bengali","Bengali Fallback","Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,system-ui,sans-serif`;

/** The font's rules and the font stacks of Bangla pages, for the server to inline (the site's stacks, theme.css, with the Bengali faces first). */
export const bengaliFontCss = [
  // The device's own copy first (by its full and PostScript names), the site's file only without one.
  face("Noto Sans Bengali", 400, `local("Noto Sans Bengali Regular"),local("NotoSansBengali-Regular"),url(${regularUrl}) format("woff2")`),
  face("Noto Sans Bengali", 700, `local("Noto Sans Bengali Bold"),local("NotoSansBengali-Bold"),url(${boldUrl}) format("woff2")`),
  face("Bengali Fallback", 400, `local("Nirmala UI"),local("Vrinda")`, `;${metrics}`),
  face("Bengali Fallback", 700, `local("Nirmala UI Bold"),local("Vrinda Bold")`, `;${metrics}`),
  `:root{--font-sans:${stack};--font-display:${stack}}`,
].join("");

