// Writes the icon sprite, src/web/components/ui/icon-sprite.svg: one hidden <svg> with a <symbol>
// per icon the site shows (src/web/components/ui/icon-set.ts), which <Icon> draws with
// <use href="#icon-…">. The lucide icons are rendered by lucide-react itself, so the drawings are the
// package's, never copied into our source; the file is generated, not committed (.gitignore).
// Every page carries it first in its <body>: the build's finishing step puts it there
// (src/web/entry.server.tsx and lib/document-parts.tsx), in built pages and under the dev server alike.
// Runs before `react-router build` and `react-router dev`, and before the unit tests (vitest's
// globalSetup). Decision 060.
//   npx tsx scripts/write-icon-sprite.ts
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconSpriteId, iconSymbolId } from "../src/shared/page-shell.ts";
import { brandIcons, lucideIconNames } from "../src/web/components/ui/icon-set.ts";

export const spriteFile = fileURLToPath(new URL("../src/web/components/ui/icon-sprite.svg", import.meta.url));

/**
 * The attributes lucide-react puts on every icon's <svg>, besides its class. <Icon> sets the same
 * ones (icon.tsx), so an icon looks as lucide-react draws it; if a new lucide-react changes them,
 * the build stops here rather than drawing icons differently.
 */
export const lucideSvgAttributes = {
  xmlns: "http://www.w3.org/2000/svg",
  width: "24",
  height: "24",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "2",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
  "aria-hidden": "true",
};

/** The elements inside a lucide icon's <svg>, as lucide-react renders them. */
async function lucideIconBody(name: string): Promise<string> {
  const module = (await import(`lucide-react/icons/${name}`)) as { default: ComponentType };
  const markup = renderToStaticMarkup(createElement(module.default));
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`lucide icon ${name}: unexpected markup ${markup.slice(0, 80)}`);
  const attributes = Object.fromEntries([...(match[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
  delete attributes.class;
  if (JSON.stringify(attributes) !== JSON.stringify(lucideSvgAttributes)) {
    throw new Error(`lucide icon ${name} has other <svg> attributes than <Icon> sets: ${JSON.stringify(attributes)}`);
  }
  // Empty elements closed in place (<path d=".."/>): the same drawing in fewer bytes.
  return (match[2] ?? "").replace(/<(\w+)([^<>]*)><\/\1>/g, "<$1$2/>");
}

/**
 * The sprite as it goes into a page's HTML: `hidden`, so it takes no room (the site stylesheet hides
 * every [hidden] element, svg included), and the symbols on one line each.
 */
export async function iconSprite(): Promise<string> {
  const symbol = (name: string, body: string) => `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${body}</symbol>`;
  const symbols: string[] = [];
  for (const name of lucideIconNames) symbols.push(symbol(name, await lucideIconBody(name)));
  for (const [name, body] of Object.entries(brandIcons)) symbols.push(symbol(name, body));
  return `<svg xmlns="http://www.w3.org/2000/svg" id="${iconSpriteId}" hidden="">\n${symbols.join("\n")}\n</svg>`;
}

/** Writes the sprite if it is missing or different (an unchanged file keeps the dev server still). */
export async function writeIconSprite(): Promise<void> {
  const sprite = await iconSprite();
  if (existsSync(spriteFile) && readFileSync(spriteFile, "utf8") === sprite) return;
  // Written beside and renamed: a reader never sees half a file.
  const temporary = `${spriteFile}.${process.pid}.tmp`;
  writeFileSync(temporary, sprite);
  renameSync(temporary, spriteFile);
}

/** vitest's globalSetup: the components the unit tests render import the sprite. */
export default writeIconSprite;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await writeIconSprite();
  console.log(`wrote ${path.relative(process.cwd(), spriteFile)} (${lucideIconNames.length + Object.keys(brandIcons).length} icons)`);
}
