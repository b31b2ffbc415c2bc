// Renders the drawings in scripts/image-sources/ to the WebP images the site serves: the default
// member portrait (public/images/default-avatar.webp) and the sample content's photos and covers
// (public/images/sample/). Each is drawn by Debian's Chromium at the size its SVG declares, which is
// the size the pages show it at (400x400 portraits, 800x450 covers), and encoded as WebP by the
// browser's own encoder. The outputs are committed; run this after changing or adding a drawing.
//   npx tsx scripts/render-images.ts
//
// Why not serve the SVGs: a browser builds a separate document for every SVG image on the main
// thread, about 4 ms each here (35 ms for the nine images of Our Team's first visit), where a WebP
// image is decoded off the main thread (docs/decisions/060-no-long-task-on-a-first-visit.md). The
// club's real photos will be photographs anyway.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launchBrowser } from "../tests/e2e/support/browser.ts";

const sources = path.resolve("scripts/image-sources");
const quality = 0.85;

/** Where a drawing's image goes: the default portrait beside the site's other images, samples apart. */
function outputFor(svgName: string): string {
  const webp = svgName.replace(/\.svg$/, ".webp");
  return svgName === "default-avatar.svg" ? path.resolve("public/images", webp) : path.resolve("public/images/sample", webp);
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const name of readdirSync(sources).filter((file) => file.endsWith(".svg")).sort()) {
    const svg = readFileSync(path.join(sources, name), "utf8");
    const size = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg);
    if (!size) throw new Error(`${name}: the <svg> must declare its width and height`);
    const [width, height] = [Number(size[1]), Number(size[2])];
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image(width, height);
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = Object.assign(document.createElement("canvas"), { width, height });
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2D canvas");
        context.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL("image/webp", quality);
      },
      { svg, width, height, quality },
    );
    if (!dataUrl.startsWith("data:image/webp;base64,")) throw new Error(`${name}: this Chromium cannot encode WebP`);
    const output = outputFor(name);
    mkdirSync(path.dirname(output), { recursive: true });
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    writeFileSync(output, bytes);
    console.log(`${path.relative(process.cwd(), output)}: ${width}x${height}, ${(bytes.length / 1024).toFixed(1)} KB (SVG ${(svg.length / 1024).toFixed(1)} KB)`);
  }
} finally {
  await browser.close();
}
