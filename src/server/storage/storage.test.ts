import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uploadBucket } from "../../shared/registration-uploads.ts";
import { detectUploadType } from "./detect-type.ts";
import { createStorage, readStorageConfig, type ObjectStorage } from "./index.ts";
import { keyOfUploadReference, ObjectExistsError } from "./object-storage.ts";
import { startS3TestServer, type S3TestServer } from "#tests/support/s3-server.ts";
import { solidPng, tinyPdf } from "#tests/support/upload-files.ts";

describe("upload references", () => {
  it("are upload: and a key of the server's shape", () => {
    expect(keyOfUploadReference("upload:0f0e/photo_17.png")).toBe("0f0e/photo_17.png");
    expect(keyOfUploadReference("upload:../etc/passwd_1.png")).toBeNull();
    expect(keyOfUploadReference("upload:0f0e/a/photo_17.png")).toBeNull();
    expect(keyOfUploadReference("0f0e/photo_17.png")).toBeNull();
    expect(keyOfUploadReference("https://elsewhere.example.org/leader-uploads/0f0e/photo_17.png")).toBeNull();
  });
});

describe("detectUploadType", () => {
  it.each([
    ["png", solidPng()],
    ["jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])],
    ["gif", Buffer.from("GIF89a\x01\x00\x01\x00", "latin1")],
    ["webp", Buffer.concat([Buffer.from("RIFF"), Buffer.from([1, 2, 3, 4]), Buffer.from("WEBPVP8 ")])],
    ["pdf", tinyPdf()],
  ])("recognises %s from its first bytes", (type, bytes) => {
    expect(detectUploadType(bytes)).toBe(type);
  });

  it.each([
    ["HTML", Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["a PHP script", Buffer.from("<?php system($_GET['c']); ?>")],
    ["a RIFF file that is not WebP", Buffer.from("RIFF\x01\x02\x03\x04WAVEfmt ", "latin1")],
    ["a truncated PNG signature", Buffer.from([0x89, 0x50, 0x4e])],
    ["nothing", Buffer.alloc(0)],
  ])("knows no type for %s", (_label, bytes) => {
    expect(detectUploadType(bytes)).toBeUndefined();
  });
});

describe("readStorageConfig", () => {
  const fail = (message: string) => new Error(message);
  it("keeps uploads on local disk under DATA_DIR by default", () => {
    expect(readStorageConfig({}, "/srv/club", fail)).toEqual({ kind: "local", root: path.join("/srv/club", "uploads"), bucket: uploadBucket });
  });
  it("selects S3 with its endpoint and keys", () => {
    const env = { STORAGE: "s3", S3_ENDPOINT: "https://r2.example.org", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret", S3_REGION: "auto" };
    expect(readStorageConfig(env, "/d", fail)).toEqual({
      kind: "s3",
      endpoint: "https://r2.example.org",
      region: "auto",
      bucket: uploadBucket,
      accessKeyId: "id",
      secretAccessKey: "secret",
    });
  });
  it("refuses an incomplete S3 configuration or an unknown kind", () => {
    expect(() => readStorageConfig({ STORAGE: "s3", S3_ENDPOINT: "https://x.example.org" }, "/d", fail)).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => readStorageConfig({ STORAGE: "s3", S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" }, "/d", fail)).toThrow(/S3_ENDPOINT/);
    expect(() => readStorageConfig({ STORAGE: "ftp" }, "/d", fail)).toThrow(/STORAGE/);
  });
});

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
}, 120_000);
afterAll(() => s3?.close());

const kinds = ["local", "s3"] as const;

describe.each(kinds)("%s object storage", (kind) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = createStorage(kind === "s3" ? s3.config : { kind: "local", root: mkdtempSync(path.join(tmpdir(), "store-")), bucket: uploadBucket });
  });

  it("stores an object, reports it as existing and reads it back", async () => {
    const png = solidPng(4, 4);
    const key = `ev-${kind}/photo_1.png`;
    expect(await storage.exists(key)).toBe(false);
    await storage.create(key, png, "image/png");
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.read(key)).toEqual(png);
    expect(await storage.read(`ev-${kind}/photo_2.png`)).toBeNull();
  });

  it("never overwrites an object", async () => {
    const key = `ev-${kind}/doc_1.pdf`;
    await storage.create(key, tinyPdf(), "application/pdf");
    await expect(storage.create(key, solidPng(), "image/png")).rejects.toBeInstanceOf(ObjectExistsError);
    expect(await storage.read(key)).toEqual(tinyPdf());
  });

  it("deletes an object, and deleting one that is not there is no error", async () => {
    const key = `ev-${kind}/photo_40.png`;
    await storage.create(key, solidPng(), "image/png");
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.read(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete("../escape_1.png")).rejects.toThrow(/unexpected shape/);
  });

  it("gives each object a reference it maps back to the key, and no other value", () => {
    const key = "0f0e/photo_17.png";
    const reference = storage.referenceOf(key);
    expect(reference).toBe(`upload:${key}`);
    expect(storage.keyOf(reference)).toBe(key);
    expect(storage.keyOf(`${reference}?download`)).toBeNull();
    expect(storage.keyOf(`${reference}/x`)).toBeNull();
    expect(storage.keyOf("upload:0f0e/../../etc/passwd")).toBeNull();
    expect(storage.keyOf("https://elsewhere.example.org/leader-uploads/0f0e/photo_17.png")).toBeNull();
    expect(storage.keyOf("not a url")).toBeNull();
    expect(() => storage.referenceOf("../escape_1.png")).toThrow(/unexpected shape/);
  });

  it("refuses keys of any other shape", async () => {
    await expect(storage.create("../escape_1.png", solidPng(), "image/png")).rejects.toThrow(/unexpected shape/);
    await expect(storage.create("ev/a/b_1.png", solidPng(), "image/png")).rejects.toThrow(/unexpected shape/);
  });
});

describe("local disk", () => {
  const root = mkdtempSync(path.join(tmpdir(), "store-"));
  const storage = createStorage({ kind: "local", root, bucket: uploadBucket });
  if (storage.kind !== "local") throw new Error("expected local storage");

  it("keeps objects at {root}/leader-uploads/{key}", async () => {
    await storage.create("ev1/photo_5.png", solidPng(), "image/png");
    expect(await readFile(path.join(root, uploadBucket, "ev1", "photo_5.png"))).toEqual(solidPng());
  });

  it("still reads the file: URL it stored before references, and only its own", () => {
    const legacy = pathToFileURL(path.join(root, uploadBucket, "ev1", "photo_5.png")).href;
    expect(storage.keyOf(legacy)).toBe("ev1/photo_5.png");
    expect(storage.keyOf(pathToFileURL(path.join(root, "elsewhere", "ev1", "photo_5.png")).href)).toBeNull();
    expect(storage.keyOf(pathToFileURL(path.join(root, uploadBucket, "ev1", "sub", "photo_5.png")).href)).toBeNull();
    expect(storage.keyOf(`${legacy}?x`)).toBeNull();
  });

  it("opens an object for streaming with its size and first bytes", async () => {
    const pdf = tinyPdf();
    await storage.create("ev1/doc_9.pdf", pdf, "application/pdf");
    const opened = await storage.open("ev1/doc_9.pdf");
    expect(opened?.size).toBe(pdf.length);
    expect(detectUploadType(opened!.head)).toBe("pdf");
    expect(await buffer(opened!.body)).toEqual(pdf);
    expect(await storage.open("ev1/doc_10.pdf")).toBeNull();
    await expect(storage.open("../ev1/doc_9.pdf")).rejects.toThrow(/unexpected shape/);
  });
});

describe("S3", () => {
  // s3rver checks the access key and a presigned URL's expiry but not SigV4 signatures: the test
  // server's front checks each request's signature with AWS's own signer, and refuses a bad one.
  const refusedWithOurKey = () => s3.refused.filter((request) => !request.reason.startsWith("unknown access key"));
  it("addresses objects path-style in the bucket, still reads those URLs, and reports a refused request", async () => {
    const storage = createStorage(s3.config);
    const legacy = `${s3.config.endpoint}/${uploadBucket}/ev1/photo_5.png`;
    expect(storage.keyOf(legacy)).toBe("ev1/photo_5.png");
    expect(storage.keyOf(`${s3.config.endpoint}/other-bucket/ev1/photo_5.png`)).toBeNull();
    const forged = createStorage({ ...s3.config, accessKeyId: "UNKNOWN" });
    await expect(forged.create("ev1/photo_6.png", solidPng(), "image/png")).rejects.toThrow(/403/);
    expect(await storage.exists("ev1/photo_6.png")).toBe(false);
    const wrongSecret = createStorage({ ...s3.config, secretAccessKey: "NOT-THE-SECRET" });
    await expect(wrongSecret.create("ev1/photo_6.png", solidPng(), "image/png")).rejects.toThrow(/S3 HEAD ev1\/photo_6.png answered 403/);
    expect(refusedWithOurKey()).toEqual([expect.objectContaining({ method: "HEAD", reason: expect.stringMatching(/^Authorization is /) })]);
    s3.refused.length = 0;
  });

  it("hands out presigned URLs that fetch the object, as an attachment when asked", async () => {
    const storage = createStorage(s3.config);
    if (storage.kind !== "s3") throw new Error("expected S3 storage");
    const png = solidPng(5, 5);
    await storage.create("ev2/photo_7.png", png, "image/png");
    const inline = await fetch(await storage.presignedUrl("ev2/photo_7.png", { expiresInSeconds: 300 }));
    expect(inline.status).toBe(200);
    expect(Buffer.from(await inline.arrayBuffer())).toEqual(png);
    const downloadUrl = await storage.presignedUrl("ev2/photo_7.png", { expiresInSeconds: 300, downloadName: "photo.png" });
    // Encoded once, spaces as %20, as the query was signed.
    expect(new URL(downloadUrl).search).toContain("response-content-disposition=attachment%3B%20filename%3D%22photo.png%22");
    const download = await fetch(downloadUrl);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="photo.png"');
    await download.arrayBuffer();
    const forged = createStorage({ ...s3.config, accessKeyId: "UNKNOWN" });
    if (forged.kind !== "s3") throw new Error("expected S3 storage");
    const refused = await fetch(await forged.presignedUrl("ev2/photo_7.png", { expiresInSeconds: 300 }));
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();
    await expect(storage.presignedUrl("ev2/photo_7.png", { expiresInSeconds: 300, downloadName: 'x"; evil' })).rejects.toThrow(/download name/);
    expect(refusedWithOurKey()).toEqual([]);
  });

  it("makes presigned URLs that stop working after their lifetime", async () => {
    const storage = createStorage(s3.config);
    if (storage.kind !== "s3") throw new Error("expected S3 storage");
    await storage.create("ev2/photo_8.png", solidPng(), "image/png");
    // Read before faking: under the fake clock, Date.now() is the faked time, and "fresh" was signed
    // 299 s ago, valid for one real second only (a busy machine took longer, and it failed).
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    let expired: string;
    let fresh: string;
    try {
      vi.setSystemTime(now - 301_000);
      expired = await storage.presignedUrl("ev2/photo_8.png", { expiresInSeconds: 300 });
      vi.setSystemTime(now);
      fresh = await storage.presignedUrl("ev2/photo_8.png", { expiresInSeconds: 300 });
    } finally {
      vi.useRealTimers();
    }
    const late = await fetch(expired);
    expect(late.status).toBe(403);
    expect(await late.text()).toMatch(/expired/);
    const inTime = await fetch(fresh);
    expect(inTime.status).toBe(200);
    await inTime.arrayBuffer();
    expect(refusedWithOurKey()).toEqual([]);
  });

  it("refuses a lifetime S3 would not accept", async () => {
    const storage = createStorage(s3.config);
    if (storage.kind !== "s3") throw new Error("expected S3 storage");
    await expect(storage.presignedUrl("ev2/photo_7.png", { expiresInSeconds: 0 })).rejects.toThrow(/1 to 604800/);
    await expect(storage.presignedUrl("ev2/photo_7.png", { expiresInSeconds: 604_801 })).rejects.toThrow(/1 to 604800/);
    await expect(storage.presignedUrl("ev2/photo_7.png", { expiresInSeconds: 1.5 })).rejects.toThrow(/1 to 604800/);
  });
});
