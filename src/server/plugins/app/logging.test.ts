import { PassThrough } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, redactPersonalFields } from "./logging.ts";

describe("redacting personal fields", () => {
  it("finds them at any depth and inside arrays", () => {
    const logged = {
      level1: { level2: { level3: { level4: { level5: { level6: { phone: "01711111111", kept: "visible" } } } } } },
      list: [{ email: "a@example.org" }, [{ transactionId: "TX-1" }, "plain"], 3],
      rows: [[[{ registrationData: { anything: "at all" } }]]],
    };
    expect(redactPersonalFields(logged)).toEqual({
      level1: { level2: { level3: { level4: { level5: { level6: { phone: "[redacted]", kept: "visible" } } } } } },
      list: [{ email: "[redacted]" }, [{ transactionId: "[redacted]" }, "plain"], 3],
      rows: [[[{ registrationData: "[redacted]" }]]],
    });
  });

  it("never changes the caller's object, and does not copy what holds nothing personal", () => {
    const untouched = { path: "/team", nested: { status: 200 }, list: [1, { ok: true }] };
    const logged = { phone: "01711111111", untouched, deep: { message: "private words" } };
    const snapshot = structuredClone(logged);
    const result = redactPersonalFields(logged);
    expect(logged).toEqual(snapshot);
    expect(result).not.toBe(logged);
    expect(result.untouched).toBe(untouched);
    expect(redactPersonalFields(untouched)).toBe(untouched);
  });

  it("searches an object reached by many paths once", () => {
    // 30 levels of two references to the level below: 2^30 paths, 31 objects.
    let level: Record<string, unknown> = { phone: "01755555555" };
    for (let i = 0; i < 30; i++) level = { left: level, right: level };
    const started = performance.now();
    const result = redactPersonalFields(level);
    expect(performance.now() - started).toBeLessThan(1_000);
    let bottom: unknown = result;
    for (let i = 0; i < 30; i++) bottom = (bottom as { right: unknown }).right;
    expect(bottom).toEqual({ phone: "[redacted]" });
  });

  it("logs a nested error without its query parameters and a cycle without looping", () => {
    const error = Object.assign(new Error('Failed query: insert ... params: 01799999999,TX-SECRET'), { params: ["01799999999"] });
    const cyclic: Record<string, unknown> = { name: "Rahim" };
    cyclic.self = cyclic;
    const result = redactPersonalFields({ details: { cause: error }, cyclic });
    expect(JSON.stringify(result)).not.toMatch(/01799999999|TX-SECRET|Rahim/);
    expect(result.details.cause).toEqual({ type: "Error", message: "Failed query: insert ... params: [redacted]", stack: expect.stringMatching(/^Error: Failed query: insert \.\.\. params: \[redacted\]$/) });
    expect(result.cyclic).toEqual({ name: "[redacted]", self: "[Circular]" });
  });

  it("keeps an error's own message, but not what it carries besides", () => {
    const error = Object.assign(new RangeError("upload store answered 503"), { code: "E_STORE", phone: "01788888888", body: { message: "private words" } });
    const result = redactPersonalFields({ failure: error });
    expect(result.failure).toEqual({ type: "RangeError", message: "upload store answered 503", code: "E_STORE", stack: expect.stringContaining("RangeError: upload store answered 503") });
    expect(JSON.stringify(result)).not.toMatch(/01788888888|private words/);
  });

  it("replaces a request's body and query string whole, whatever they hold", () => {
    const logged = {
      request: { body: { message: "Please call me", note: "01712345678" }, query: { q: "Rahim Uddin" }, querystring: "q=01712345678" },
      payload: ["anything"],
      contactMessage: { message: "private words", subject: "My exam" },
      outcome: { status: "stored" },
    };
    expect(redactPersonalFields(logged)).toEqual({
      request: { body: "[redacted]", query: "[redacted]", querystring: "[redacted]" },
      payload: "[redacted]",
      contactMessage: { message: "[redacted]", subject: "[redacted]" },
      outcome: { status: "stored" },
    });
  });
});

describe("the logger", () => {
  function logger() {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    const app = Fastify({ logger: loggerOptions("info", stream) });
    return { log: app.log, lines, done: () => new Promise((r) => setImmediate(r)) };
  }

  it("redacts deep and in arrays, in what is written", async () => {
    const { log, lines, done } = logger();
    log.info({ a: { b: { c: { d: { e: { fathersPhone: "01722222222" } } } } }, items: [{ accountNumber: "01733333333" }] }, "deep");
    log.child({ reqId: "req-1" }).info({ submission: { phone: "01744444444" } }, "from a child logger");
    await done();
    const all = lines.join("\n");
    expect(all).toContain("deep");
    expect(all).toContain("from a child logger");
    for (const secret of ["01722222222", "01733333333", "01744444444"]) expect(all).not.toContain(secret);
  });

  it("writes an error through the error serializer: type, code and its message, no parameters", async () => {
    const { log, lines, done } = logger();
    const error = Object.assign(new TypeError("Failed query: select 1\nparams: 01799999999"), { code: "23505" });
    log.error({ err: error }, "request failed");
    log.error(error);
    log.error({ error }, "as error");
    await done();
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain("01799999999");
      const entry = JSON.parse(line) as { err?: unknown; error?: unknown };
      expect(entry.err ?? entry.error).toMatchObject({ type: "TypeError", message: "Failed query: select 1\nparams: [redacted]", code: "23505" });
    }
  });

  it("keeps an error's message, and drops a contact message's text, in the same line", async () => {
    const { log, lines, done } = logger();
    const error = new Error("connection to the database was lost");
    log.error({ err: error, contactMessage: { name: "Rahim", email: "r@example.org", message: "Please call me back" } }, "contact message not stored");
    await done();
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry.err).toMatchObject({ type: "Error", message: "connection to the database was lost" });
    expect(entry.contactMessage).toEqual({ name: "[redacted]", email: "[redacted]", message: "[redacted]" });
    expect(lines[0]).not.toMatch(/Rahim|r@example\.org|Please call me back/);
  });

  it("logs a request Fastify hands over without its query string or the client's address", async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    const app = Fastify({ logger: loggerOptions("info", stream) });
    app.get("/api/search", async (request) => {
      request.log.warn({ req: request }, "looked at");
      return {};
    });
    await app.inject({ method: "GET", url: "/api/search?q=01712345678&email=a%40example.org", remoteAddress: "203.0.113.9" });
    await app.close();
    const entry = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((e) => e.msg === "looked at");
    expect(entry?.req).toEqual({ method: "GET", route: "/api/search", path: "/api/search" });
    expect(lines.join("\n")).not.toMatch(/01712345678|example\.org|203\.0\.113\.9/);
  });
});
