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
// A compressed copy is kept only when it saves more than the header it adds ("Content-Encoding:
// gzip" is 24 bytes): a small chunk of a page's first visit, 200 to 500 bytes, still loses 40 to a
// hundred bytes or more to gzip; a few dozen bytes do not.
const headerBytes = 24;

function* compressibleFiles(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* compressibleFiles(file);
    else if (compressible.has(path.extname(file))) yield file;
  }
}

async function compress(file) {
  const body = readFileSync(file);
  const isAsset = path.relative(root, file).startsWith(`assets${path.sep}`);
  const gzip = isAsset ? await gzipAsync(body, { numiterations: 5 }) : gzipSync(body, { level: 9 });
  if (gzip.length + headerBytes >= body.length) return false;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzip);
  return true;
}

let count = 0;
for (const file of compressibleFiles(root)) {
  if (await compress(file)) count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || "."}`);
