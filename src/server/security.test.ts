import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Response as LightResponse } from "light-my-request";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { apiPaths } from "../shared/api/paths.ts";
import { honeypotField } from "../shared/honeypot.ts";
import { pageViews } from "./db/schema.ts";
import { buildApp } from "./app.ts";
import { createFixtureSite, createTestApp, localTestStorage, type TestApp } from "../../tests/support/app.ts";
import { createTestDatabase, requestShapeKind, testDatabaseKinds } from "../../tests/support/databases.ts";
import { multipartForm, solidPng } from "../../tests/support/upload-files.ts";
import { consoleApiPath, consoleApiPaths, isConsoleApiPath } from "../shared/console/paths.ts";
import { sampleEventIds } from "./db/sample-content.ts";
import { signedInAs } from "../../tests/support/organisers.ts";
import { countRows, lookupEndpoints, secretEndpoints, uploadEndpoints, writeEndpoints, type WriteEndpoint } from "../../tests/support/write-endpoints.ts";

// The cases of ../shared/guides/security.md, tried against every write endpoint in the table.
// Each attack asserts the status and that the endpoint's table is unchanged.

const generous = { max: 100_000, windowMs: 60_000, pageViewMax: 100_000, notFoundMax: 100_000 };
let markerCount = 0;
const newMarker = () => `m${process.pid}x${Date.now().toString(36)}x${(markerCount++).toString(36)}`;

/** Sends a raw JSON text, so keys like __proto__ reach the server as written. */
function rawJson(t: TestApp, endpoint: WriteEndpoint, body: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.url,
    headers: { "content-type": "application/json", ...headers },
    payload: body,
  });
}

/** The value at a dotted path ("registrationData.full_name") of a payload. */
function readPath(payload: Record<string, unknown>, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], payload);
}

/** A copy of the payload with the value at a dotted path replaced. */
function withPath(payload: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [key, ...rest] = path.split(".") as [string, ...string[]];
  if (rest.length === 0) return { ...payload, [key]: value };
  return { ...payload, [key]: withPath((payload[key] ?? {}) as Record<string, unknown>, rest.join("."), value) };
}

/** The rows the endpoint's table holds, as JSON, to look for what an attack tried to store. */
async function storedText(t: TestApp, endpoint: WriteEndpoint): Promise<string> {
  return JSON.stringify(await t.db.select().from(endpoint.table));
}

describe.each(testDatabaseKinds)("attack suite on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: generous });
    for (const endpoint of writeEndpoints) await endpoint.prepare?.(t.db);
    for (const endpoint of uploadEndpoints) await endpoint.prepare(t.db);
  });
  afterAll(() => t.close());

  // Route declarations: the same on either database, so checked once.
  if (kind === requestShapeKind) {
    describe("conventions every API route follows", () => {
      it("every write route is listed in the write-endpoint table (so these tests cover it)", () => {
        // Console routes are another kind, with their own role, origin and validation tests (console/routes.test.ts).
        const writeRoutes = t.app.apiRoutes.filter(
          (r) => !isConsoleApiPath(r.url) && [r.method].flat().some((m) => ["POST", "PUT", "PATCH", "DELETE"].includes(m)),
        );
        expect(writeRoutes.length).toBeGreaterThan(0);
        for (const route of writeRoutes) {
          const methods = [route.method].flat();
          expect(
            [...writeEndpoints, ...uploadEndpoints, ...lookupEndpoints, ...secretEndpoints].some((e) => e.url === route.url && methods.includes(e.method)),
            `${methods.join(",")} ${route.url} needs a row in tests/support/write-endpoints.ts`,
          ).toBe(true);
        }
      });

      it("JSON write routes validate their body with a strict object schema (unknown fields are refused)", () => {
        for (const route of t.app.apiRoutes) {
          if (!writeEndpoints.some((e) => e.url === route.url)) continue;
          if (route.config?.contentTypes && !route.config.contentTypes.includes("application/json")) continue;
          let body = (route.schema as { body?: unknown } | undefined)?.body;
          // A transform after the object (`strictObject(...).transform(...)`) keeps the object's strictness.
          while (body instanceof z.ZodPipe) body = body._zod.def.in;
          expect(body, `${route.url} has no body schema`).toBeInstanceOf(z.ZodObject);
          const catchall = (body as z.ZodObject)._zod.def.catchall;
          expect(catchall, `${route.url} must use z.strictObject`).toBeInstanceOf(z.ZodNever);
        }
      });

      it("every API route with path parameters validates them", () => {
        for (const route of t.app.apiRoutes) {
          if (!route.url.includes(":")) continue;
          expect((route.schema as { params?: unknown } | undefined)?.params, `${route.url} has no params schema`).toBeDefined();
        }
      });
    });
  }

  describe("1. nothing submitted can be read back", () => {
    const submissionUrls = [
      "/api/page-views",
      "/api/join-requests",
      "/api/contact-messages",
      "/api/event-registrations",
      "/api/registrations",
      "/api/uploads",
      ...writeEndpoints.map((e) => e.url),
    ];
    it.each([...new Set(submissionUrls)])("GET %s (and a guessed id under it) answers 404 or 405 without data", async (url) => {
      const marker = newMarker();
      for (const endpoint of writeEndpoints) await endpoint.prepare?.(t.db);
      const endpoint = writeEndpoints[0]!;
      expect((await rawJson(t, endpoint, JSON.stringify(endpoint.validPayload(marker)))).statusCode).toBe(endpoint.successStatus);
      for (const target of [url, `${url}/1`, `${url}/00000000-0000-0000-0000-000000000000`, `${url}?all=true`]) {
        for (const method of ["GET", "HEAD"] as const) {
          const response = await t.app.inject({ method, url: target });
          expect([400, 404, 405], `${method} ${target}`).toContain(response.statusCode);
          expect(response.body).not.toContain(marker);
        }
      }
    });
  });

  describe.each(writeEndpoints)("$name ($method $url)", (endpoint) => {
    const expectUnchanged = async (send: () => Promise<LightResponse>, status: number) => {
      const before = await countRows(t.db, endpoint.table);
      const response = await send();
      expect(response.statusCode, response.body).toBe(status);
      expect(await countRows(t.db, endpoint.table)).toBe(before);
      expect(response.headers["cache-control"]).toBe("no-store");
      if (response.body) expect(JSON.parse(response.body)).toMatchObject({ statusCode: status, message: expect.any(String) });
      return response;
    };

    it("accepts its valid sample (the baseline the attacks vary)", async () => {
      const before = await countRows(t.db, endpoint.table);
      const response = await rawJson(t, endpoint, JSON.stringify(endpoint.validPayload(newMarker())));
      expect(response.statusCode, response.body).toBe(endpoint.successStatus);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(await countRows(t.db, endpoint.table)).toBe(before + 1);
    });

    it.each([
      ["id", "00000000-0000-0000-0000-000000000000"],
      ["created_at", "2000-01-01T00:00:00Z"],
      ["createdAt", "2000-01-01T00:00:00Z"],
      ["total_amount", 1],
      ["totalAmount", 1],
      ["isAdmin", true],
    ])("2. an extra field %s is refused with 400", async (field, value) => {
      const response = await expectUnchanged(
        () => rawJson(t, endpoint, JSON.stringify({ ...endpoint.validPayload(newMarker()), [field]: value })),
        400,
      );
      expect(response.json().message).toContain(field);
    });

    const hostile = [
      "'; DROP TABLE page_views; --",
      "\" OR 1=1 --",
      "\\'; SELECT pg_sleep(5); --",
      "$1 $$ ; COMMIT; --",
      "<img src=x onerror=alert(1)>",
      "<script>alert(document.cookie)</script>",
      "{{constructor.constructor('alert(1)')()}}",
      "\u0000NUL",
      "line\r\nbreak",
    ];
    it.each(hostile)("3-4. %j in every text field is stored as literal text or refused; tables intact", async (text) => {
      for (const field of endpoint.textFields) {
        const marker = newMarker();
        const payload = endpoint.validPayload(marker);
        const original = readPath(payload, field);
        const value = typeof original === "string" ? `${original}${text}` : text;
        const before = await countRows(t.db, endpoint.table);
        const response = await rawJson(t, endpoint, JSON.stringify(withPath(payload, field, value)));
        expect([endpoint.successStatus, 400], `${field}: ${response.body}`).toContain(response.statusCode);
        const after = await countRows(t.db, endpoint.table);
        if (response.statusCode === 400) {
          expect(after).toBe(before);
        } else {
          expect(after).toBe(before + 1);
          const literal = text.replace("\u0000", ""); // PostgreSQL text cannot hold NUL: the schema must have removed or refused it
          expect(await storedText(t, endpoint)).toContain(JSON.stringify(literal).slice(1, -1));
        }
      }
    });

    it.each([
      ["__proto__ at the top", (p: string) => p.replace(/^\{/, '{"__proto__":{"isAdmin":true},')],
      ["constructor at the top", (p: string) => p.replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},')],
      ["prototype at the top", (p: string) => p.replace(/^\{/, '{"prototype":{"isAdmin":true},')],
      ["__proto__ nested", (p: string) => p.replace(/^\{/, '{"extra":{"deep":[{"__proto__":{"x":1}}]},')],
    ])("5. %s is refused with 400", async (_label, inject) => {
      const body = inject(JSON.stringify(endpoint.validPayload(newMarker())));
      await expectUnchanged(() => rawJson(t, endpoint, body), 400);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it("6. a body over the limit is refused with 413 and a JSON message", async () => {
      // Over every JSON route's bodyLimit (registrations take up to 744 KB, shared/api/events.ts).
      const payload = { ...endpoint.validPayload(newMarker()), padding: "x".repeat(1024 * 1024) };
      const response = await expectUnchanged(() => rawJson(t, endpoint, JSON.stringify(payload)), 413);
      expect(response.json().error).toBe("Payload Too Large");
    });

    it.each([
      ["text/plain", (p: string) => p],
      ["application/x-www-form-urlencoded", () => "path=%2F&sessionId=abcdefgh"],
      ["multipart/form-data; boundary=x", () => '--x\r\nContent-Disposition: form-data; name="path"\r\n\r\n/\r\n--x--\r\n'],
      ["application/xml", () => "<view><path>/</path></view>"],
      ["image/png", (p: string) => p],
    ])("6. a body sent as %s is refused with 415", async (type, body) => {
      const payload = body(JSON.stringify(endpoint.validPayload(newMarker())));
      await expectUnchanged(() => rawJson(t, endpoint, payload, { "content-type": type }), 415);
    });

    it("6. a body with no content type is refused with 415", async () => {
      await expectUnchanged(
        () =>
          t.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            payload: Buffer.from(JSON.stringify(endpoint.validPayload(newMarker()))),
            headers: { "content-type": "" },
          }),
        415,
      );
    });

    it.each([
      ["not JSON at all", "{path: /}"],
      ["an array", "[]"],
      ["a string", '"hello"'],
      ["null", "null"],
      ["an empty body", ""],
    ])("malformed JSON (%s) is refused with 400", async (_label, body) => {
      await expectUnchanged(() => rawJson(t, endpoint, body), 400);
    });

    it("a query string on an endpoint that takes none is refused with 400", async () => {
      await expectUnchanged(
        () =>
          t.app.inject({
            method: endpoint.method,
            url: `${endpoint.url}?email=someone%40example.org`,
            payload: endpoint.validPayload(newMarker()),
          }),
        400,
      );
    });

    describe("honeypot", () => {
      const suspectedSpam = async () => {
        const result = (await t.db.execute(sql.raw(`select count(*)::int as n from ${endpoint.tableName} where suspected_spam_at is not null`))) as unknown as {
          rows: { n: number }[];
        };
        return Number(result.rows[0]?.n ?? 0);
      };

      it.each(["http://spam.example", "x", " a "])("a filled honeypot (%j) is answered as a success, and stored as suspected spam or dropped", async (value) => {
        const before = await countRows(t.db, endpoint.table);
        const spamBefore = endpoint.honeypot === "flag" ? await suspectedSpam() : 0;
        const response = await rawJson(t, endpoint, JSON.stringify({ ...endpoint.validPayload(newMarker()), [honeypotField]: value }));
        expect(response.statusCode, response.body).toBe(endpoint.successStatus);
        expect(response.headers["cache-control"]).toBe("no-store");
        if (endpoint.honeypot === "drop") {
          expect(await countRows(t.db, endpoint.table)).toBe(before);
          return;
        }
        // A person whose autofill filled the trap is never told "sent" for something thrown away.
        expect(await countRows(t.db, endpoint.table)).toBe(before + 1);
        expect(await suspectedSpam()).toBe(spamBefore + 1);
      });

      it("a filled honeypot on an invalid submission: dropped as a success, or refused as any invalid one", async () => {
        const before = await countRows(t.db, endpoint.table);
        const response = await rawJson(t, endpoint, JSON.stringify({ bogus: true, [honeypotField]: "spam" }));
        expect(response.statusCode).toBe(endpoint.honeypot === "drop" ? endpoint.successStatus : 400);
        expect(await countRows(t.db, endpoint.table)).toBe(before);
      });

      it("a valid submission with an empty honeypot is not suspected spam", async () => {
        if (endpoint.honeypot === "drop") return;
        const spamBefore = await suspectedSpam();
        const response = await rawJson(t, endpoint, JSON.stringify({ ...endpoint.validPayload(newMarker()), [honeypotField]: "" }));
        expect(response.statusCode, response.body).toBe(endpoint.successStatus);
        expect(await suspectedSpam()).toBe(spamBefore);
      });

      it.each(["", "   ", null])("an empty honeypot (%j), as forms send it, is removed and the submission stored", async (value) => {
        const before = await countRows(t.db, endpoint.table);
        const response = await rawJson(t, endpoint, JSON.stringify({ ...endpoint.validPayload(newMarker()), [honeypotField]: value }));
        expect(response.statusCode, response.body).toBe(endpoint.successStatus);
        expect(await countRows(t.db, endpoint.table)).toBe(before + 1);
      });
    });
  });

  describe.each(uploadEndpoints)("$name ($method $url, multipart)", (endpoint) => {
    const png = solidPng(4, 4);
    const upload = (fields: Record<string, string>, file?: Parameters<typeof multipartForm>[1], url = endpoint.target) => {
      const { payload, headers } = multipartForm(fields, file);
      return t.app.inject({ method: endpoint.method, url, payload, headers });
    };
    const keyOf = (response: LightResponse) => t.app.storage.keyOf((response.json() as { url: string }).url);
    const eventId = /\/api\/events\/([^/]+)\//.exec(endpoint.target)?.[1] ?? "";

    it("stores a file sent with the form's empty honeypot, under a key the server made", async () => {
      const response = await upload({ [honeypotField]: "" }, { bytes: png, filename: "me.png", contentType: "image/png" });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers["cache-control"]).toBe("no-store");
      const key = keyOf(response);
      expect(key).toMatch(new RegExp(`^${eventId}/photo_\\d+\\.png$`));
      expect(await t.app.storage.exists(key ?? "")).toBe(true);
    });

    it.each(["http://spam.example", "x"])("a filled honeypot part (%j) is stored as any upload: the registration that uses it is what gets flagged", async (value) => {
      const response = await upload({ [honeypotField]: value }, { bytes: png, filename: "me.png", contentType: "image/png" });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers["cache-control"]).toBe("no-store");
      const key = keyOf(response);
      expect(await t.app.storage.exists(key ?? "")).toBe(true);
    });

    it("a filled honeypot without any file is refused as any upload without one", async () => {
      const response = await upload({ [honeypotField]: "spam" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: "No file was sent." });
    });

    it.each([
      ["a ../ path", "../../../etc/passwd.png"],
      ["a NUL byte", "card\u0000.php.png"],
      ["a Windows path", "..\\..\\boot.ini"],
      ["markup", '<img src=x onerror=alert(1)>.png'],
    ])("a file name with %s is ignored: the key is the server's", async (_label, filename) => {
      const response = await upload({}, { bytes: png, filename, contentType: "image/png" });
      expect(response.statusCode, response.body).toBe(201);
      const key = keyOf(response) ?? "";
      expect(key).toMatch(new RegExp(`^${eventId}/photo_\\d+\\.png$`));
      expect(await t.app.storage.read(key)).toEqual(png);
    });

    it.each([
      ["an extra text part", () => upload({ isAdmin: "true" }, { bytes: png, filename: "me.png", contentType: "image/png" }), 400],
      ["the file under another part name", () => upload({}, { bytes: png, filename: "me.png", contentType: "image/png", name: "avatar" }), 400],
      ["a text part named like the file", () => upload({ file: "not a file" }), 400],
      ["no parts at all", () => upload({}), 400],
      ["a query parameter the endpoint does not take", () => upload({}, { bytes: png, filename: "me.png", contentType: "image/png" }, `${endpoint.target}&isAdmin=true`), 400],
      [
        "a JSON body",
        () => t.app.inject({ method: endpoint.method, url: endpoint.target, payload: { file: "x" } }),
        415,
      ],
    ])("%s is refused (%i) with a JSON message and no-store", async (_label, send, status) => {
      const response = await send();
      expect(response.statusCode, response.body).toBe(status);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
    });
  });

  // Headers and probes never reach the database's SQL: checked once.
  if (kind === requestShapeKind) {
    describe("8. headers and probes", () => {
      it.each(["/", "/team", "/api/health", "/api/team-members", "/no-such-page"])("%s: security headers, no banners", async (url) => {
        const response = await t.app.inject({ method: "GET", url, headers: { origin: "https://evil.example" } });
        const h = response.headers;
        // Pages allow their own scripts by nonce; every other answer allows nothing (default-src 'none').
        const csp = effectiveCsp(String(h["content-security-policy"]));
        const isPage = String(h["content-type"]).startsWith("text/html");
        expect(csp("script-src")).toEqual(isPage ? expect.arrayContaining(["'self'"]) : ["'none'"]);
        for (const source of csp("script-src")) expect(source).toMatch(/^('self'|'none'|'nonce-[A-Za-z0-9+/=]+')$/);
        expect(csp("object-src")).toEqual(["'none'"]);
        expect(csp("base-uri")).toEqual(["'none'"]);
        expect(csp("frame-ancestors")).toEqual(["'none'"]);
        // Nothing is framed anywhere, pages included (pages allowed framing any https site).
        expect(csp("frame-src")).toEqual(["'none'"]);
        expect(String(h["strict-transport-security"])).toMatch(/max-age=(\d+)/);
        expect(Number(/max-age=(\d+)/.exec(String(h["strict-transport-security"]))?.[1])).toBeGreaterThanOrEqual(15_768_000);
        expect(h["x-content-type-options"]).toBe("nosniff");
        expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        expect(h["cross-origin-resource-policy"]).toBe("same-origin");
        expect(h["cross-origin-opener-policy"]).toBe("same-origin");
        expect(h["access-control-allow-origin"]).toBeUndefined();
        expect(h["access-control-allow-credentials"]).toBeUndefined();
        expect(h["x-powered-by"]).toBeUndefined();
        expect(h["server"]).toBeUndefined();
      });

      it("a CORS preflight from a foreign origin gets no grant", async () => {
        const response = await t.app.inject({
          method: "OPTIONS",
          url: writeEndpoints[0]!.url,
          headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.headers["access-control-allow-origin"]).toBeUndefined();
        expect(response.headers["access-control-allow-methods"]).toBeUndefined();
      });

      // TRACK is not a method Node's HTTP parser accepts (it answers 400 itself): tried over a real
      // socket in tests/e2e/server-process.test.ts.
      it("TRACE is refused with 405", async () => {
        for (const url of ["/", "/api/health", writeEndpoints[0]!.url]) {
          const response = await t.app.inject({ method: "TRACE", url, headers: { cookie: "secret=1" } });
          expect(response.statusCode).toBe(405);
          expect(response.body).not.toContain("secret=1");
        }
      });

      it.each(["/.git/", "/.git/config", "/.git/HEAD", "/.env", "/.env.local", "/.htpasswd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fpackage.json", "/dist/server/main.js", "/package.json", "/data/pgdata/PG_VERSION", "/api/../.env"])(
        "%s answers 404 and reveals nothing",
        async (url) => {
          const response = await t.app.inject({ method: "GET", url });
          expect(response.statusCode).toBe(404);
          expect(response.body).not.toMatch(/\[core\]|repositoryformatversion|DATABASE_URL|"dependencies"|PG_VERSION|root:x:0/);
        },
      );

      it("server errors show no internals", async () => {
        const response = await t.app.inject({ method: "GET", url: "/api/%E0%A4%A" });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toMatch(/node_modules|at .*\.js:\d+/);
      });
    });
  }
});

describe("7. rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Registrations and their uploads have a limit of their own, set as low here.
    t = await createTestApp("pglite", { rateLimit: { max: 3, windowMs: 60_000, pageViewMax: 5, notFoundMax: 5, registrationMax: 3 } });
    for (const endpoint of writeEndpoints) await endpoint.prepare?.(t.db);
    for (const endpoint of uploadEndpoints) await endpoint.prepare(t.db);
  });
  afterAll(() => t.close());

  it.each(uploadEndpoints)("$name: a burst of uploads from one address gets 429 after 3", async (endpoint) => {
    const send = (remoteAddress: string) => {
      const { payload, headers } = multipartForm({}, { bytes: solidPng(2, 2), filename: "a.png", contentType: "image/png" });
      return t.app.inject({ method: endpoint.method, url: endpoint.target, payload, headers, remoteAddress });
    };
    for (let i = 0; i < 3; i++) expect((await send("203.0.113.20")).statusCode).toBe(201);
    const limited = await send("203.0.113.20");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send("203.0.113.21")).statusCode).toBe(201);
  });

  describe.each(writeEndpoints)("$name", (endpoint) => {
    // Page views have their own, higher limit (a class behind one NAT address browses together).
    const limit = endpoint.url === apiPaths.pageViews ? 5 : 3;
    it(`a burst from one address gets 429 after ${limit} with Retry-After; forged X-Forwarded-For changes nothing`, async () => {
      const send = (headers: Record<string, string> = {}) =>
        t.app.inject({
          method: endpoint.method,
          url: endpoint.url,
          payload: endpoint.validPayload(newMarker()),
          remoteAddress: "203.0.113.7",
          headers,
        });
      for (let i = 0; i < limit; i++) expect((await send()).statusCode).toBe(endpoint.successStatus);
      const before = await countRows(t.db, endpoint.table);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.headers["cache-control"]).toBe("no-store");
      expect(limited.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests", message: expect.stringMatching(/wait \d+ seconds?/) });
      for (const forged of ["198.51.100.1", "10.0.0.1, 198.51.100.2", "127.0.0.1"]) {
        expect((await send({ "x-forwarded-for": forged, "x-real-ip": forged })).statusCode).toBe(429);
      }
      expect(await countRows(t.db, endpoint.table)).toBe(before);
      // Another address, and reads, are not affected.
      const other = await t.app.inject({ method: endpoint.method, url: endpoint.url, payload: endpoint.validPayload(newMarker()), remoteAddress: "203.0.113.8" });
      expect(other.statusCode).toBe(endpoint.successStatus);
      expect((await t.app.inject({ method: "GET", url: "/api/health", remoteAddress: "203.0.113.7" })).statusCode).toBe(200);
    });
  });

  it("the door's search (GET check-in/events/:eventId/search) is paced per organiser: 429 after 60 a minute, with the wait (decision 136)", async () => {
    const door = await createTestApp("pglite", { seed: true });
    try {
      const [first, second] = await Promise.all([signedInAs(door, "admin"), signedInAs(door, "reviewer")]);
      const url = `${consoleApiPath(consoleApiPaths.checkInSearch, { eventId: sampleEventIds.roboticsWorkshop })}?q=rahman`;
      const search = (cookie: string) => door.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: "203.0.113.30" });
      for (let i = 0; i < 60; i++) expect((await search(first.cookie)).statusCode).toBe(200);
      const limited = await search(first.cookie);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests", message: expect.stringMatching(/Wait \d+ seconds? and search again/) });
      // The same address, another organiser: not slowed down.
      expect((await search(second.cookie)).statusCode).toBe(200);
    } finally {
      await door.close();
    }
  });

  it("repeated 404s from one address get 429 past a more generous budget; pages still load", async () => {
    const probe = (url: string) => t.app.inject({ method: "GET", url, remoteAddress: "203.0.113.9" });
    for (let i = 0; i < 5; i++) expect((await probe(`/wp-admin/${i}.php`)).statusCode).toBe(404);
    const limited = await probe("/.env");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429 });
    expect((await probe("/api/nothing-here")).statusCode).toBe(429);
    expect((await probe("/team")).statusCode).toBe(200);
  });

  it("behind a configured proxy, the forwarded address is the one limited", async () => {
    const proxied = await createTestApp("pglite", { trustProxy: "127.0.0.1", rateLimit: { max: 1, windowMs: 60_000, pageViewMax: 1, notFoundMax: 5 } });
    try {
      const endpoint = writeEndpoints[0]!;
      const send = (client: string) =>
        proxied.app.inject({ method: endpoint.method, url: endpoint.url, payload: endpoint.validPayload(newMarker()), remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": client } });
      expect((await send("198.51.100.1")).statusCode).toBe(endpoint.successStatus);
      expect((await send("198.51.100.1")).statusCode).toBe(429);
      expect((await send("198.51.100.2")).statusCode).toBe(endpoint.successStatus);
    } finally {
      await proxied.close();
    }
  });
});

describe("9. logs", () => {
  let t: TestApp;
  let lines: string[];
  beforeAll(async () => {
    lines = [];
    const stream = new PassThrough();
    let buffer = "";
    stream.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      const parts = buffer.split("\n");
      buffer = parts.pop() ?? "";
      lines.push(...parts);
    });
    t = await createTestApp("pglite", { logger: { stream }, rateLimit: generous });
  });
  afterAll(() => t.close());
  const settle = () => new Promise((r) => setTimeout(r, 50));

  it("writes one JSON line per request with method, route, status and duration, and no body or query", async () => {
    lines.length = 0;
    const endpoint = writeEndpoints[0]!;
    const marker = newMarker();
    await t.app.inject({ method: endpoint.method, url: endpoint.url, payload: endpoint.validPayload(marker) });
    await t.app.inject({ method: "GET", url: "/api/team-members?email=private%40example.org&phone=01712345678" });
    await settle();
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === "request");
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: endpoint.method, route: endpoint.url, status: endpoint.successStatus, ms: expect.any(Number) });
    expect(requests[1]).toMatchObject({ method: "GET", route: "/api/team-members", path: "/api/team-members", status: 400 });
    const all = lines.join("\n");
    expect(all).not.toContain(marker);
    expect(all).not.toContain("private");
    expect(all).not.toContain("01712345678");
  });

  it("redacts personal fields in any logged object", async () => {
    lines.length = 0;
    t.app.log.info(
      {
        phone: "01711111111",
        submission: { transactionId: "TX-SECRET-1", email: "a@example.org", presentAddress: "Road 1, Dhaka", message: "private words" },
        nested: { deeper: { fathersPhone: "01722222222", accountNumber: "01733333333" } },
      },
      "something happened",
    );
    await settle();
    const all = lines.join("\n");
    for (const secret of ["01711111111", "TX-SECRET-1", "a@example.org", "Road 1", "private words", "01722222222", "01733333333"]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain("something happened");
  });

  it("logs database errors without the values that were being stored", async () => {
    lines.length = 0;
    const error = await t.db
      .insert(pageViews)
      .values({ path: "/", sessionId: "01799999999-TX-SECRET-2\u0000", referrer: null, userAgent: null })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    t.app.log.error({ err: error }, "request failed");
    await settle();
    const all = lines.join("\n");
    expect(all).toContain("request failed");
    expect(all).not.toContain("01799999999");
  });

  it("CR/LF and control characters in the URL, headers or input cannot forge a log line", async () => {
    lines.length = 0;
    const forged = '\r\n{"level":30,"msg":"request","status":200,"forged":true}\r\n';
    await t.app.inject({ method: "GET", url: `/team%0D%0A%7B%22forged%22%3Atrue%7D`, headers: { "user-agent": "x" } });
    await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-note": "a\tb\u001b[31m" } });
    t.app.log.info({ path: forged }, forged);
    await settle();
    expect(lines.length).toBe(3);
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(entry.forged).toBeUndefined();
      expect(line.includes("\r") || line.includes("\u001b")).toBe(false);
    }
  });
});

describe("health", () => {
  it("reports the service up, and 503 when the database is down (details: security.sign-in.test.ts)", async () => {
    const t = await createTestApp("pglite");
    try {
      const up = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: "ok" });
      expect(up.headers["cache-control"]).toBe("no-store");
      await t.app.database.close();
      const down = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: "down" });
    } finally {
      await t.close();
    }
  });
});

describe("time-outs", () => {
  it("a handler that does not answer in time gets a 503 sent for it", async () => {
    const database = await createTestDatabase("pglite");
    const app = await buildApp({
      siteDir: createFixtureSite(),
      trustProxy: false,
      logger: false,
      seed: false,
      handlerTimeoutMs: 200,
      storage: localTestStorage(),
      database: { kind: "open", handle: database.handle },
    });
    // A route added the way any endpoint is: the time-out reaches it without being asked for.
    app.get("/api/slow-for-test", async (_request, reply) => {
      await new Promise((r) => setTimeout(r, 1_000));
      if (!reply.sent) return { late: true };
      return reply;
    });
    try {
      const started = Date.now();
      const response = await app.inject({ method: "GET", url: "/api/slow-for-test" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ statusCode: 503, message: expect.stringContaining("too long") });
      expect(Date.now() - started).toBeLessThan(900);
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

/** A policy's sources for a directive, falling back to default-src as browsers do for fetch directives. */
function effectiveCsp(policy: string): (directive: string) => string[] {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name)) directives.set(name, sources);
  }
  const fetchDirectives = new Set(["script-src", "object-src", "style-src", "img-src", "connect-src", "font-src", "frame-src"]);
  return (directive) => directives.get(directive) ?? (fetchDirectives.has(directive) ? (directives.get("default-src") ?? []) : []);
}
