import regularUrl from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import boldUrl from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url";

// The Bengali font of Bangla pages (issue 32): Noto Sans Bengali, the Bengali range only, regular and
// bold (the site's 500 takes the regular, 600 and 800 the bold, by CSS's weight matching). Only Bangla
// pages name it, so English pages never download it: its rules (bengali-font-css.ts) travel as an
// inline stylesheet of Bangla pages' HTML, put there by the server like the site's own
// (entry.server.tsx, root.tsx). Each face takes the device's own copy first (Android, which most of
// the club's visitors read on, ships Noto Sans Bengali), and only without one the site's self-hosted
// file from @fontsource (the build hashes it into /assets). The files are not preloaded: a preload
// would download them even where the device has the font (decision 133). Until a downloaded file
// arrives (font-display: swap) the text shows in a Bengali font the device has (Nirmala UI, Vrinda),
// whose vertical metrics are set to Noto Sans Bengali's (917/408 of 1000 units, no line gap) so the
// swap does not move lines.

export const bengaliFontFiles = { regular: regularUrl, bold: boldUrl };
