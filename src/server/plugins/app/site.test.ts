import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { strictContentSecurityPolicy } from "./security-headers.ts";

describe("serving the prerendered site", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("serves each route's HTML with a revalidating cache and an ETag", async () => {
    const response = await get("/team");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.body).toContain("<h1>Our Team</h1>");
    const again = await get("/team", { "if-none-match": String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("serves hashed assets as immutable", async () => {
    const response = await get("/assets/entry-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    for (const url of ["/nope", "/team/extra", "/404", "/index.html", "/.env", "/.git/config", "/%2e%2e/etc/passwd"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("Oops! Page not found");
    }
  });

  it("answers /favicon.ico, which browsers ask of any document without an icon, with the site's icon, allowed to any origin", async () => {
    const response = await get("/favicon.ico");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.body).toBe((await get("/favicon.svg")).body);
    // Every other file keeps the site's own policy.
    expect((await get("/favicon.svg")).headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("answers unknown API paths with JSON 404", async () => {
    const response = await get("/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  });

  it("redirects a trailing slash to the canonical path", async () => {
    const response = await get("/team/");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/team");
  });

  it("allows a page only the site's own scripts when there is no server build to name its nonce, never 'unsafe-inline'", async () => {
    // With the build, every inline script carries the page's nonce: site-render/rendered-pages.test.ts.
    const csp = String((await get("/team")).headers["content-security-policy"]);
    const scriptSrc = csp.split(";").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("sends the page's CSP with a 304 and a HEAD too, so a revalidated page keeps its policy", async () => {
    const page = await get("/team");
    const csp = page.headers["content-security-policy"];
    expect(csp).toContain("script-src 'self'");
    const revalidated = await get("/team", { "if-none-match": String(page.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["content-security-policy"]).toBe(csp);
    const head = await t.app.inject({ method: "HEAD", url: "/team" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-security-policy"]).toBe(csp);
  });

  it("answers everything that is not a page with the short strict CSP", async () => {
    for (const url of ["/assets/entry-abc123.js", "/robots.txt", "/api/health", "/api/nothing-here", "/team/"]) {
      const response = await get(url);
      expect(response.headers["content-security-policy"], url).toBe(strictContentSecurityPolicy);
    }
  });
});

describe("the language a visitor chose", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("sends a visitor whose cookie says Bangla from the English home page to /bn, with its query, varying by cookie", async () => {
    for (const cookie of ["lang=bn", "theme=dark; lang=bn", " lang = bn ;other=1"]) {
      const response = await get("/", cookie);
      expect(response.statusCode, cookie).toBe(302);
      expect(response.headers.location, cookie).toBe("/bn");
      expect(String(response.headers.vary), cookie).toMatch(/\bCookie\b/);
    }
    expect((await get("/?from=poster", "lang=bn")).headers.location).toBe("/bn?from=poster");
  });

  it("serves the English home page to everyone else, saying it varies by cookie", async () => {
    for (const cookie of [undefined, "lang=en", "lang=", "xlang=bn", "lang=bnx"]) {
      const response = await get("/", cookie);
      expect(response.statusCode, String(cookie)).toBe(200);
      expect(response.body, String(cookie)).toContain("<h1>Home</h1>");
      expect(String(response.headers.vary), String(cookie)).toBe("Accept-Encoding, Cookie");
    }
  });

  it("never redirects any other page, whatever the cookie: a link to an English page is that page", async () => {
    for (const url of ["/team", "/index.html", "/nope"]) {
      const response = await get(url, "lang=bn");
      expect(response.statusCode, url).not.toBe(302);
      expect(response.headers.location, url).toBeUndefined();
    }
    expect((await get("/team", "lang=bn")).headers.vary).toBe("Accept-Encoding");
  });
});
