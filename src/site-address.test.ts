import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readConfig } from "./server/config.ts";

// With PORT set and SITE_URL not, the build's robots.txt (and its canonical links and link previews,
// made by the same siteUrlFrom in vite.config.ts) name the address the server serves its sitemap and
// set-up links at, not localhost:3000.
const work = mkdtempSync(path.join(tmpdir(), "site-address-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function writeCrawlerFiles(env: Record<string, string>) {
  const out = path.join(work, String(Object.keys(env).length), "client");
  mkdirSync(out, { recursive: true });
  const { SITE_URL: _siteUrl, PORT: _port, ...inherited } = process.env;
  execFileSync(process.execPath, ["--import", "tsx", "scripts/write-crawler-files.ts", out], { env: { ...inherited, ...env }, stdio: "pipe" });
  return { robots: readFileSync(path.join(out, "robots.txt"), "utf8"), siteUrl: readFileSync(path.join(out, "..", "site-url.txt"), "utf8").trim() };
}

describe("the site's address with PORT set and SITE_URL unset", () => {
  it("robots.txt and the build's recorded address use the server's port, as the server's own address does", () => {
    const built = writeCrawlerFiles({ PORT: "4800" });
    expect(readConfig({ PORT: "4800" }).siteUrl).toBe("http://localhost:4800");
    expect(built.siteUrl).toBe("http://localhost:4800");
    expect(built.robots).toContain("Sitemap: http://localhost:4800/sitemap.xml");
    expect(built.robots).not.toContain("3000");
  });

  it("SITE_URL still wins over PORT", () => {
    const built = writeCrawlerFiles({ PORT: "4800", SITE_URL: "https://club.example.org" });
    expect(built.robots).toContain("Sitemap: https://club.example.org/sitemap.xml");
  });
});
