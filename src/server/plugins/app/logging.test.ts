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
    expect(result.details.cause).toMatchObject({ type: "Error", message: "[redacted]", text: "Failed query: insert ... params: [redacted]" });
    expect(result.cyclic).toEqual({ name: "[redacted]", self: "[Circular]" });
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

  it("writes an error through the error serializer: type and readable text, no parameters", async () => {
    const { log, lines, done } = logger();
    const error = Object.assign(new TypeError("Failed query: select 1\nparams: 01799999999"), { code: "23505" });
    log.error({ err: error }, "request failed");
    log.error(error);
    await done();
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain("01799999999");
      expect(JSON.parse(line)).toMatchObject({
        err: { type: "TypeError", message: "[redacted]", text: "Failed query: select 1\nparams: [redacted]", code: "23505" },
      });
    }
  });
});
