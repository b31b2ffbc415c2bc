import { createHash } from "node:crypto";
import type { SiteFile } from "./site-files.ts";

/**
 * The prerendered pages carry small inline scripts (the router's hydration data). Rather than allow
 * 'unsafe-inline', the Content-Security-Policy lists each one's hash, computed from the built files.
 */
export function inlineScriptHashes(files: Map<string, SiteFile>): string[] {
  const hashes = new Set<string>();
  for (const [urlPath, file] of files) {
    if (!urlPath.endsWith(".html")) continue;
    const html = file.body.toString("utf8");
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? "";
      if (body.length === 0) continue;
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}
