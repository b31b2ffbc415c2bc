// Finishes every prerendered page (src/server/site-render/finish-html.ts: stylesheet inlined,
// hydration after the first paint). Runs in `npm run build:web`, before precompression.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { finishPageHtml } from "../src/server/site-render/finish-html.ts";

const root = path.resolve(process.argv[2] ?? "build/client");

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* htmlFiles(file);
    else if (name.endsWith(".html")) yield file;
  }
}

const stylesheets = new Map<string, string>();
const stylesheet = (href: string) => {
  if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(path.join(root, href), "utf8"));
  return stylesheets.get(href) ?? "";
};

let pages = 0;
for (const file of htmlFiles(root)) {
  try {
    writeFileSync(file, finishPageHtml(readFileSync(file, "utf8"), stylesheet));
  } catch (error) {
    throw new Error(`${path.relative(root, file)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  pages++;
}
console.log(`${pages} pages in ${path.relative(process.cwd(), root) || "."}: stylesheet inlined, hydration after first paint`);
