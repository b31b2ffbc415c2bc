import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

/** A tiny console build: its shell and one hashed asset, as vite.console.config.ts writes them. */
function createFixtureConsole(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "console-fixture-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><meta name="robots" content="noindex, nofollow"><title>Organiser console</title>' +
      '<script type="module" src="/organiser/assets/index-abc.js"></script></head><body><div id="console-root"></div></body></html>',
  );
  writeFileSync(path.join(dir, "assets", "index-abc.js"), "console.log('console');");
  // The smallest WebAssembly module: its magic number and version.
  writeFileSync(path.join(dir, "assets", "zxing_reader-abc.wasm"), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
  return dir;
}

describe("the organiser console's shell", () => {
  let t: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { consoleDir: createFixtureConsole() });
    bare = await createTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });

  it("answers every console path with the shell, never the 404 page, and keeps it out of search engines", async () => {
    for (const url of ["/organiser", "/organiser/sign-in", "/organiser/applications/6f1c2d4e-0000-4000-8000-000000000000", "/organiser/no-such-page"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="console-root">');
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(String(response.headers["content-security-policy"]), url).toContain("script-src 'self'");
    }
  });

  it("serves the console's hashed assets as immutable, and 404 for missing ones", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/organiser/assets/index-abc.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await t.app.inject({ method: "GET", url: "/organiser/assets/nothing.js" });
    expect(missing.statusCode).toBe(404);
  });

  it("lets the console, and no public page, compile its own WebAssembly (the door's QR decoder)", async () => {
    const shell = await t.app.inject({ method: "GET", url: "/organiser/check-in/6f1c2d4e-0000-4000-8000-000000000000" });
    expect(String(shell.headers["content-security-policy"])).toMatch(/script-src 'self' 'wasm-unsafe-eval'[ ;]/);
    expect(String(shell.headers["content-security-policy"])).not.toContain("'unsafe-eval'");
    const wasm = await t.app.inject({ method: "GET", url: "/organiser/assets/zxing_reader-abc.wasm" });
    expect(wasm.statusCode).toBe(200);
    expect(wasm.headers["content-type"]).toBe("application/wasm");
    expect(wasm.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
    const team = await t.app.inject({ method: "GET", url: "/team" });
    expect(String(team.headers["content-security-policy"])).not.toContain("wasm");
  });

  it("leaves public paths as they were", async () => {
    expect((await t.app.inject({ method: "GET", url: "/team" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/organisers" })).statusCode).toBe(404);
  });

  it("says the console is not built rather than pretending the page is missing", async () => {
    const response = await bare.app.inject({ method: "GET", url: "/organiser/sign-in" });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain("npm run build");
  });
});
