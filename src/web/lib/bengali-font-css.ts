import { bengaliFontFiles } from "./bengali-font.ts";

// The Bengali font's rules (lib/bengali-font.ts says why and when), for the server alone: it puts
// them in Bangla pages' HTML (entry.server.tsx), so no page's JavaScript carries them.

const bengaliRange =
  "U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1";

const metrics = "ascent-override:91.7%;descent-override:40.8%;line-gap-override:0%;size-adjust:100%";

const face = (family: string, weight: number, src: string, extra = "") =>
  `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:${src};unicode-range:${bengaliRange}${extra}}`;

const stack = `"Noto Sans Bengali","Bengali Fallback","Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,system-ui,sans-serif`;

/** The font's rules and the font stacks of Bangla pages, for the server to inline (the site's stacks, theme.css, with the Bengali faces first). */
export const bengaliFontCss = [
  // The device's own copy first (by its full and PostScript names), the site's file only without one.
  face("Noto Sans Bengali", 400, `local("Noto Sans Bengali Regular"),local("NotoSansBengali-Regular"),url(${bengaliFontFiles.regular}) format("woff2")`),
  face("Noto Sans Bengali", 700, `local("Noto Sans Bengali Bold"),local("NotoSansBengali-Bold"),url(${bengaliFontFiles.bold}) format("woff2")`),
  face("Bengali Fallback", 400, `local("Nirmala UI"),local("Vrinda")`, `;${metrics}`),
  face("Bengali Fallback", 700, `local("Nirmala UI Bold"),local("Vrinda Bold")`, `;${metrics}`),
  `:root{--font-sans:${stack};--font-display:${stack}}`,
].join("");

