import { createHash } from "node:crypto";

/** The strong ETag of a body held in memory: 22 base64url characters (132 bits) of its SHA-256. */
export const strongEtag = (body: Buffer): string => `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;

/** If-None-Match uses the weak comparison: any listed tag, with or without W/, or "*". */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}
