import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { honeypotField, isHoneypotFilled } from "../shared/honeypot.ts";
import { createTestApp, type TestApp } from "../../tests/support/app.ts";
import { countRows, writeEndpoints, type WriteEndpoint } from "../../tests/support/write-endpoints.ts";

// Thousands of random and malformed submissions per write endpoint: the server never answers with
// a 5xx, and the table gains exactly one row per submission it accepted, none for any it refused.

const runs = Number(process.env.PROPERTY_RUNS ?? 1000);

/** JSON values that stress parsers and validators: deep nesting, odd strings, huge numbers. */
const nastyCharacters = fc.string({ unit: fc.constantFrom("\u0000", "\r", "\n", "\u001b", "/", "a", "'", '"', "\\", "<", "é", "🧪", "\ud800"), maxLength: 20 });
const hostileString = fc.oneof(
  nastyCharacters,
  nastyCharacters.map((s) => `/${s}`),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "\r\n", "__proto__", "constructor", "'; drop table page_views; --", "<script>x</script>", "🧪".repeat(300), "/".repeat(5000)),
);
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 4 }),
  ),
})).value;

interface Outcome {
  status: number;
  /** The body was an object whose honeypot field was filled: on a "drop" endpoint, success without a row. */
  honeypot: boolean;
}

describe.each(writeEndpoints)("random submissions to $name ($method $url)", (endpoint: WriteEndpoint) => {
  let t: TestApp;
  let accepted = 0;
  let before = 0;
  beforeAll(async () => {
    t = await createTestApp("pglite", { rateLimit: { max: 1_000_000, windowMs: 60_000, pageViewMax: 1_000_000, notFoundMax: 1_000_000 } });
    await endpoint.prepare?.(t.db);
    before = await countRows(t.db, endpoint.table);
  });
  afterAll(() => t.close());

  const send = async (body: string, contentType: string | undefined): Promise<Outcome> => {
    const response = await t.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: contentType === undefined ? {} : { "content-type": contentType },
      payload: body,
    });
    expect(response.statusCode, `${response.statusCode} for ${body.slice(0, 300)}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    let honeypot = false;
    try {
      const parsed = JSON.parse(body) as unknown;
      honeypot = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) && isHoneypotFilled((parsed as Record<string, unknown>)[honeypotField]);
    } catch {
      // not JSON: no honeypot
    }
    if (response.statusCode === endpoint.successStatus && (!honeypot || endpoint.honeypot === "flag")) accepted++;
    return { status: response.statusCode, honeypot };
  };

  it("survives random JSON values as the body", async () => {
    await fc.assert(
      fc.asyncProperty(jsonish, async (value) => {
        await send(JSON.stringify(value) ?? "null", "application/json");
      }),
      { numRuns: runs },
    );
  });

  it("survives valid submissions with fields removed, replaced or added", async () => {
    const field = fc.constantFrom(...Object.keys(endpoint.validPayload("x")), "id", "created_at", honeypotField, "__proto__", "constructor", "extra");
    const mutation = fc.record({
      remove: fc.array(field, { maxLength: 2 }),
      replace: fc.dictionary(field, fc.oneof(hostileString, jsonish), { maxKeys: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(mutation, fc.nat(), async ({ remove, replace }, n) => {
        const payload: Record<string, unknown> = { ...endpoint.validPayload(`prop-${n}`) };
        for (const key of remove) delete payload[key];
        let text = JSON.stringify({ ...payload, ...replace });
        // Spread drops __proto__ as a key; put it back in the text as an attacker would.
        if (Object.hasOwn(replace, "__proto__")) text = text.replace(/^\{/, `{"__proto__":${JSON.stringify(replace.__proto__) ?? "null"},`).replace(/,\}$/, "}");
        await send(text, "application/json");
      }),
      { numRuns: runs },
    );
  });

  it("survives arbitrary bytes under arbitrary content types", async () => {
    const contentType = fc.oneof(
      fc.constantFrom(undefined, "application/json", "application/json; charset=latin1", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/octet-stream", "image/png", ""),
      fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz/+-.;= 0123456789"), maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.json()), contentType, async (body, type) => {
        await send(body, type);
      }),
      { numRuns: runs },
    );
  });

  it("stored exactly one row per accepted submission, and none for a refused one", async () => {
    expect(accepted).toBeGreaterThan(0);
    expect(await countRows(t.db, endpoint.table)).toBe(before + accepted);
  });
});
