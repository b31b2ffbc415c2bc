import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as sample from "./sample-content.ts";

/** Every string in the sample content that names a site image, such as "/images/sample/x.webp". */
function imagePaths(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith("/images/") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (value && typeof value === "object") return Object.values(value).flatMap(imagePaths);
  return [];
}

describe("the sample content's images", () => {
  const paths = [...new Set(imagePaths(Object.values(sample)))];

  it("are files the site serves, so no sample row shows a broken image", () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const url of paths) expect(existsSync(path.join("public", url)), url).toBe(true);
  });

  it("are WebP, which the browser decodes off the main thread (decision 060)", () => {
    for (const url of paths) {
      expect(url, url).toMatch(/\.webp$/);
      const bytes = readFileSync(path.join("public", url));
      expect(bytes.subarray(0, 4).toString("latin1") + bytes.subarray(8, 12).toString("latin1"), url).toBe("RIFFWEBP");
    }
  });
});
