import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePicture } from "./service.server.ts";
import { createTestApp, localTestStorage, type TestApp } from "#tests/support/app.ts";
import { startS3TestServer, type S3TestServer } from "#tests/support/s3-server.ts";
import { solidPng } from "#tests/support/upload-files.ts";

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3?.close());

describe.each(["local", "s3"] as const)("editors' pictures served from %s storage", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { storage: kind === "s3" ? s3.config : localTestStorage() });
  });
  afterAll(() => t.close());

  it("serves a stored picture as WebP with a year-long immutable cache, the same bytes each time", async () => {
    const url = await storePicture(t.app.storage, solidPng(500, 300), "cover");
    // The same picture again is the same object, stored once.
    expect(await storePicture(t.app.storage, solidPng(500, 300), "cover")).toBe(url);
    const first = await t.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(first.rawPayload).metadata()).width).toBe(800);
    const again = await t.app.inject({ method: "GET", url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("answers 404 for a picture it does not have, and for names outside media/", async () => {
    for (const url of [`/media/${"f".repeat(64)}.webp`, "/media/leader-uploads.webp", `/media/${"f".repeat(64)}.png`]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
