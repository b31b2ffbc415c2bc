// What a release costs a returning visitor (docs/decisions/056): the JavaScript each page of the new
// build loads on a first visit whose file the old build did not have, i.e. what a browser that holds
// every file of the old build in its cache downloads again (the assets are content-hashed and cached
// for good). gzip bytes as sent (the build's .gz files, as scripts/bundle-budget.ts counts them).
//   npx tsx scripts/release-cost.ts <old build dir> [new build dir, default build]
// Each build dir holds client/ and server/ (npm run build's build/). To measure a one-line release:
// build, copy build/ away, change one line of page text, build again, run this on the two.
// Target: at most 20 KB for a release that changes only the club's code.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureFirstVisits } from "./bundle-budget.ts";

export const releaseTargetGzipBytes = 20 * 1024;

export interface ReleaseCost {
  route: string;
  /** The page's first-visit JS files the old build did not have, and their gzip bytes. */
  newFiles: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  firstVisitGzipBytes: number;
}

export async function releaseCost(oldBuild: string, newBuild: string): Promise<ReleaseCost[]> {
  const oldAssets = new Set(readdirSync(path.join(oldBuild, "client", "assets")).map((name) => `/assets/${name}`));
  const weights = await measureFirstVisits(path.join(newBuild, "client"), path.join(newBuild, "server"));
  const gzipOf = (url: string) => {
    const file = path.join(newBuild, "client", url);
    return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
  };
  return weights.map((weight) => {
    const newFiles = weight.js.files.filter((file) => !oldAssets.has(file)).map((file) => ({ file, gzipBytes: gzipOf(file) }));
    return { route: weight.route, newFiles, gzipBytes: newFiles.reduce((sum, f) => sum + f.gzipBytes, 0), firstVisitGzipBytes: weight.js.gzipBytes };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const oldBuild = process.argv[2];
  const newBuild = path.resolve(process.argv[3] ?? "build");
  if (!oldBuild || !existsSync(path.join(oldBuild, "client"))) throw new Error("usage: npx tsx scripts/release-cost.ts <old build dir> [new build dir]");
  const costs = await releaseCost(path.resolve(oldBuild), newBuild);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const width = Math.max(...costs.map((c) => c.route.length));
  for (const cost of costs) {
    console.log(`${cost.route.padEnd(width)}  ${kb(cost.gzipBytes).padStart(6)} KB new of ${kb(cost.firstVisitGzipBytes)} KB  ${cost.newFiles.map((f) => `${f.file.replace("/assets/", "")} ${kb(f.gzipBytes)}`).join(", ")}`);
  }
  const worst = costs.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  const over = worst.gzipBytes > releaseTargetGzipBytes;
  console.log(`\nmost a returning visitor downloads again: ${kb(worst.gzipBytes)} KB gzip (${worst.route}); target ${kb(releaseTargetGzipBytes)} KB${over ? ": OVER" : ""}`);
  if (over) process.exitCode = 1;
}
