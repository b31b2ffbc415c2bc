import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadResult } from "#shared/api/events.ts";
import { maxUploadBytes, uploadMessages } from "#shared/registration-uploads.ts";
import { defaultRateLimit } from "#server/app.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { startS3TestServer, type S3TestServer } from "#tests/support/s3-server.ts";
import { multipartFile, pngDeclaring, solidPng, tinyPdf } from "#tests/support/upload-files.ts";
import { imageSizeMessages } from "./uploads.http.server.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
}, 120_000);
afterAll(() => s3?.close());

const combinations = testDatabaseKinds.flatMap((db) => (["local", "s3"] as const).map((storage) => [db, storage] as const));

describe.each(combinations)("POST /api/events/:id/uploads on %s with %s storage", (dbKind, storageKind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Many uploads from one address: the rate limit has its own tests (security.test.ts).
    t = await createTestApp(dbKind, { seed: true, rateLimit: { ...defaultRateLimit, max: 1000 }, ...(storageKind === "s3" ? { storage: s3.config } : {}) });
  }, 180_000);
  afterAll(() => t.close());

  const send = (eventId: string, categoryId: string, field: string, bytes: Buffer, filename: string, type: string) => {
    const { payload, headers } = multipartFile(bytes, filename, type);
    return t.app.inject({ method: "POST", url: `/api/events/${eventId}/uploads?categoryId=${categoryId}&field=${field}`, payload, headers });
  };
  const olympiadPhoto = (bytes: Buffer, filename = "card.png", type = "image/png") =>
    send(ev.scienceOlympiad2027, cat.school, "student_id_card", bytes, filename, type);
  const festivalProposal = (bytes: Buffer, filename: string, type: string) =>
    send(ev.nationalScienceFestival2027, cat.school, "project_proposal", bytes, filename, type);

  it("stores an image under {event id}/{field name}_{timestamp}.{extension} and answers upload:{key}", async () => {
    const png = solidPng(16, 16);
    const before = Date.now();
    const response = await olympiadPhoto(png, "whatever.gif", "application/octet-stream");
    expect(response.statusCode).toBe(201);
    const { url, token } = response.json() as UploadResult;
    // The token that lets only this browser's registration claim the file.
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The reference names the object, not where the storage keeps it (no DATA_DIR path, no endpoint).
    const match = new RegExp(`^upload:${ev.scienceOlympiad2027}/student_id_card_(\\d+)\\.png$`).exec(url);
    expect(match, `reference ${url}`).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before);
    const key = t.app.storage.keyOf(url);
    expect(key).toBe(url.slice("upload:".length));
    expect(await t.app.storage.read(key ?? "")).toEqual(png);
  });

  it("takes an image as large as allowed: 10000 pixels a side, 50 megapixels", async () => {
    for (const [width, height] of [[10_000, 5_000], [7_000, 7_000]] as const) {
      const response = await olympiadPhoto(pngDeclaring(width, height));
      expect(response.statusCode, `${width} x ${height}: ${response.body}`).toBe(201);
    }
  });

  it("gives two uploads to one field their own objects", async () => {
    const [a, b] = await Promise.all([olympiadPhoto(solidPng(2, 2)), olympiadPhoto(solidPng(3, 3))]);
    expect((a?.json() as UploadResult).url).not.toBe((b?.json() as UploadResult).url);
  });

  it("takes a PDF in a file field, named .pdf whatever the file was called", async () => {
    const response = await festivalProposal(tinyPdf(), "proposal.exe", "application/x-msdownload");
    expect(response.statusCode).toBe(201);
    expect((response.json() as UploadResult).url).toMatch(/\/project_proposal_\d+\.pdf$/);
  });

  it.each([
    ["a PDF in an image field", () => olympiadPhoto(tinyPdf(), "card.pdf", "application/pdf"), 415, uploadMessages.wrongImageType],
    ["HTML sent as a PNG", () => olympiadPhoto(Buffer.from("<html><script>alert(1)</script></html>"), "x.php.png", "image/png"), 415, uploadMessages.wrongImageType],
    ["an SVG with a script", () => olympiadPhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "x.svg", "image/svg+xml"), 415, uploadMessages.wrongImageType],
    ["a text file in a file field", () => festivalProposal(Buffer.from("just text"), "notes.pdf", "application/pdf"), 415, uploadMessages.wrongFileType],
    ["an empty file", () => olympiadPhoto(Buffer.alloc(0)), 400, uploadMessages.empty],
    // Sizes read from the header only, never decoded.
    ["a tiny PNG declaring 20000 x 20000 pixels", () => olympiadPhoto(pngDeclaring(20_000, 20_000)), 400, imageSizeMessages.tooLarge],
    ["a PNG 10001 pixels wide", () => olympiadPhoto(pngDeclaring(10_001, 10)), 400, imageSizeMessages.tooLarge],
    ["a PNG of 8000 x 8000 (64 megapixels)", () => olympiadPhoto(pngDeclaring(8_000, 8_000)), 400, imageSizeMessages.tooLarge],
    ["an oversized image in a file field", () => festivalProposal(pngDeclaring(20_000, 20_000), "scan.png", "image/png"), 400, imageSizeMessages.tooLarge],
    ["an image whose header cannot be read", () => olympiadPhoto(solidPng().subarray(0, 20)), 415, imageSizeMessages.unreadable],
    ["a file over 10 MB", () => olympiadPhoto(Buffer.concat([solidPng(), Buffer.alloc(maxUploadBytes)])), 413, uploadMessages.tooLarge],
    ["a field that takes no file", () => send(ev.scienceOlympiad2027, cat.school, "full_name", solidPng(), "a.png", "image/png"), 400, '"full_name" is not a file field of this form.'],
    ["a field the form does not have", () => send(ev.scienceOlympiad2027, cat.school, "../../etc", solidPng(), "a.png", "image/png"), 400, '"../../etc" is not a file field of this form.'],
    ["an event that registers elsewhere", () => send(ev.scienceQuizChampionship2027, cat.college, "photo", solidPng(), "a.png", "image/png"), 400, "This event does not take registrations on this site."],
  ])("rejects %s with a clear message", async (_label, request, status, message) => {
    const response = await request();
    expect(response.statusCode).toBe(status);
    expect((response.json() as { message: string }).message).toBe(message);
  });

  it("rejects a body that is not multipart", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/events/${ev.scienceOlympiad2027}/uploads?categoryId=${cat.school}&field=student_id_card`,
      payload: { file: "x" },
    });
    expect(response.statusCode).toBe(415);
  });

  it("never lists or serves uploaded files", async () => {
    const { url } = (await olympiadPhoto(solidPng())).json() as UploadResult;
    const key = t.app.storage.keyOf(url) ?? "";
    for (const path of [`/api/events/${ev.scienceOlympiad2027}/uploads`, "/api/uploads", `/leader-uploads/${key}`, `/api/uploads/${key}`, `/${key}`]) {
      const response = await t.app.inject({ method: "GET", url: path });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.headers["content-type"] ?? "", path).not.toMatch(/^image\//);
    }
  });
});
