import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { scoreResponse, type ScannedResponse } from "../../scripts/observatory-score.ts";

const strict: ScannedResponse["headers"] = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'self';script-src 'self' 'sha256-abc=';style-src 'self' 'unsafe-inline';object-src 'none';base-uri 'none';frame-ancestors 'none'",
  "strict-transport-security": "max-age=63072000",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
};
const scan = (headers: ScannedResponse["headers"], body = "<script type=module src=/assets/a.js></script>"): ScannedResponse => ({
  url: "https://club.example/",
  headers,
  body,
  httpRedirectsTo: "https://club.example/",
});

describe("Observatory scoring rules", () => {
  it("gives our policy A+ (110)", () => {
    expect(scoreResponse(scan(strict))).toMatchObject({ score: 110, grade: "A+" });
  });

  it.each([
    ["no CSP", { "content-security-policy": undefined }, 100 - 25 - 20, "C"],
    ["'unsafe-inline' scripts", { "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'" }, 80, "B+"],
    ["no HSTS", { "strict-transport-security": undefined }, 80, "B+"],
    ["HSTS under six months", { "strict-transport-security": "max-age=86400" }, 90 + 10, "A+"],
    ["no nosniff", { "x-content-type-options": undefined }, 95 + 10, "A+"],
    ["an unsafe referrer policy", { "referrer-policy": "unsafe-url" }, 95 + 5, "A+"],
  ])("penalises %s", (_label, change, score, grade) => {
    expect(scoreResponse(scan({ ...strict, ...change }))).toMatchObject({ score, grade });
  });

  it("penalises a foreign origin granted by CORS, and external scripts without integrity", () => {
    expect(scoreResponse({ ...scan(strict), corsForForeignOrigin: { allowOrigin: "https://evil.example" } }).score).toBe(50);
    expect(scoreResponse(scan(strict, '<script src="https://cdn.example/x.js"></script>')).score).toBe(95 + 10);
    expect(scoreResponse(scan(strict, '<script src="https://cdn.example/x.js" integrity="sha384-x"></script>')).score).toBe(115);
  });
});

describe("npm run audit:headers", () => {
  it("scores the running site A+ on every kind of response", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/audit-headers.ts", inject("baseUrl")], { timeout: 60_000 });
    expect(stdout).toContain("grade A+");
    expect(stdout).not.toContain("FAIL");
    expect(stdout).toMatch(/no-such-page: \d+, A\+/);
  });
});
