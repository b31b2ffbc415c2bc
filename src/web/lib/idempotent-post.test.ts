import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { idempotencyHeader, isTransient, newIdempotencyKey, postIdempotent, referenceOf, retryDelaysMs, SubmissionAttempts } from "./idempotent-post.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("SubmissionAttempts", () => {
  it("keeps one key while the same content is sent again, and makes a new one when it changes", () => {
    const attempts = new SubmissionAttempts();
    const first = attempts.keyFor({ name: "Nadia", email: "nadia@example.org" });
    expect(first).toMatch(uuid);
    expect(attempts.keyFor({ name: "Nadia", email: "nadia@example.org" })).toBe(first);
    const changed = attempts.keyFor({ name: "Nadia Islam", email: "nadia@example.org" });
    expect(changed).not.toBe(first);
    expect(attempts.keyFor({ name: "Nadia Islam", email: "nadia@example.org" })).toBe(changed);
  });

  it("makes a new key after a stored attempt, even for the same content", () => {
    const attempts = new SubmissionAttempts();
    const first = attempts.keyFor({ message: "Hello" });
    attempts.succeeded();
    expect(attempts.keyFor({ message: "Hello" })).not.toBe(first);
  });
});

describe("newIdempotencyKey", () => {
  it("makes a version 4 UUID, also where crypto.randomUUID is missing (a page served over plain http)", () => {
    expect(newIdempotencyKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});

describe("postIdempotent", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    retryDelaysMs.splice(0, retryDelaysMs.length, 800, 2000);
  });

  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

  it("sends the key with every try and retries a dropped connection and a 503 with the same key", async () => {
    retryDelaysMs.splice(0, retryDelaysMs.length, 1, 1);
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answer(503, { statusCode: 503, message: "Please try again" }))
      .mockResolvedValueOnce(answer(201, { id: "x", reference: "GSC-7KQ3-M9" }));
    vi.stubGlobal("fetch", fetch);
    expect(await postIdempotent("/api/contact-messages", { message: "Hello" }, "key-1")).toEqual({ id: "x", reference: "GSC-7KQ3-M9" });
    expect(fetch).toHaveBeenCalledTimes(3);
    for (const [, init] of fetch.mock.calls) {
      expect((init as RequestInit).headers).toMatchObject({ [idempotencyHeader]: "key-1", "content-type": "application/json" });
      expect((init as RequestInit).body).toBe(JSON.stringify({ message: "Hello" }));
    }
  });

  it("gives up after the last retry with the last failure, and never retries a refusal", async () => {
    retryDelaysMs.splice(0, retryDelaysMs.length, 1, 1);
    const down = vi.fn().mockImplementation(() => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 })));
    vi.stubGlobal("fetch", down);
    await expect(postIdempotent("/api/x", {}, "k")).rejects.toMatchObject({ status: 502 });
    expect(down).toHaveBeenCalledTimes(3);

    const refused = vi.fn().mockResolvedValue(answer(409, { statusCode: 409, message: "duplicate", reason: "duplicateEmail" }));
    vi.stubGlobal("fetch", refused);
    await expect(postIdempotent("/api/x", {}, "k")).rejects.toMatchObject({ status: 409, message: "duplicate" });
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it("counts only dropped connections and 502, 503 and 504 as worth retrying", () => {
    expect(isTransient(new TypeError("Failed to fetch"))).toBe(true);
    for (const status of [502, 503, 504]) expect(isTransient(new ApiError(status, "", undefined))).toBe(true);
    for (const status of [400, 409, 413, 429, 500]) expect(isTransient(new ApiError(status, "", undefined))).toBe(false);
    expect(isTransient(new SyntaxError("Unexpected token"))).toBe(false);
  });
});

describe("referenceOf", () => {
  it("reads the reference of a stored submission's answer, and nothing from an answer without one", () => {
    expect(referenceOf({ id: "x", reference: "GSC-7KQ3-M9" })).toBe("GSC-7KQ3-M9");
    expect(referenceOf({ id: "x" })).toBeUndefined();
    expect(referenceOf({ id: "x", reference: 7 })).toBeUndefined();
    expect(referenceOf(undefined)).toBeUndefined();
  });
});
