import { createHash } from "node:crypto";

/**
 * A prerendered page carries small inline scripts (the router's hydration data). Rather than allow
 * 'unsafe-inline', its Content-Security-Policy lists each one's hash, computed from the built file:
 * the SHA-256 of the script element's text exactly as written, which is what browsers hash. A data
 * block (`type="application/json"`, the rows a data page was rendered with) never runs: no hash.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const text = typeof html === "string" ? html : html.toString("utf8");
  const hashes = new Set<string>();
  for (const match of text.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes].sort();
}
