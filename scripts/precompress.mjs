// Writes .br and .gz beside every compressible file of the built site, so the server sends
// compressed bytes without compressing per request. Brotli at quality 11. Gzip, for the clients that
// do not accept brotli: the hashed assets (JS, CSS: the first-visit budget) are made with Zopfli,
// ordinary gzip about 3% smaller than zlib's level 9 at some seconds of build time; the pages and
// public files, which are larger in sum and change with every content edit, with zlib level 9.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const root = path.resolve(process.argv[2] ?? "build/client");
const compressible = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest", ".wasm"]);
// Below this, compression saves less than the headers it adds ("Content-Encoding: gzip" is 24
// bytes). A file of 300 to 500 bytes, such as a small chunk of a page's first visit, still loses a
// hundred bytes or more to gzip.
const minimumBytes = 256;

function* compressibleFiles(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* compressibleFiles(file);
    else if (compressible.has(path.extname(file))) yield file;
  }
}

async function compress(file) {
  const body = readFileSync(file);
  if (body.length < minimumBytes) return false;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  const isAsset = path.relative(root, file).startsWith(`assets${path.sep}`);
  writeFileSync(`${file}.gz`, isAsset ? await gzipAsync(body, { numiterations: 5 }) : gzipSync(body, { level: 9 }));
  return true;
}

let count = 0;
for (const file of compressibleFiles(root)) {
  if (await compress(file)) count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || "."}`);
