import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadBucket } from "../../shared/registration-uploads.ts";
import { detectUploadType } from "./detect-type.ts";
import { createStorage, readStorageConfig, type ObjectStorage } from "./index.ts";
import { keyOfUploadReference, ObjectExistsError } from "./object-storage.ts";
import { startS3TestServer, type S3TestServer } from "../test-support/s3-server.ts";
import { presignUrl, signRequest } from "./sigv4.ts";
import { solidPng, tinyPdf } from "../test-support/upload-files.ts";

describe("signRequest", () => {
  it("reproduces the signature of AWS's documented GET Object example", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { range: "bytes=0-9" },
        payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        date: new Date("2013-05-24T00:00:00Z"),
      },
      { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1" },
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("presignUrl", () => {
  const credentials = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1" };

  it("reproduces AWS's documented query-string authentication example", () => {
    const url = presignUrl(
      { method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), date: new Date("2013-05-24T00:00:00Z"), expiresInSeconds: 86400 },
      credentials,
    );
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt" +
        "?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
        "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request" +
        "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host" +
        "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("signs a response override with the rest of the query, encoded once", () => {
    const base = new URL("https://examplebucket.s3.amazonaws.com/test.txt");
    base.searchParams.set("response-content-disposition", 'attachment; filename="photo.png"');
    const signed = new URL(presignUrl({ method: "GET", url: base, date: new Date("2013-05-24T00:00:00Z"), expiresInSeconds: 300 }, credentials));
    expect(signed.searchParams.get("response-content-disposition")).toBe('attachment; filename="photo.png"');
    expect(signed.search).toContain("response-content-disposition=attachment%3B%20filename%3D%22photo.png%22");
    expect(signed.searchParams.get("X-Amz-Expires")).toBe("300");
    // A different override is a different signature: the override cannot be changed by whoever holds the URL.
    const plain = new URL(presignUrl({ method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), date: new Date("2013-05-24T00:00:00Z"), expiresInSeconds: 300 }, credentials));
    expect(plain.searchParams.get("X-Amz-Signature")).not.toBe(signed.searchParams.get("X-Amz-Signature"));
  });

  it("refuses a lifetime S3 would not accept", () => {
    const request = { method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), date: new Date() };
    expect(() => presignUrl({ ...request, expiresInSeconds: 0 }, credentials)).toThrow(/1 to 604800/);
    expect(() => presignUrl({ ...request, expiresInSeconds: 604_801 }, credentials)).toThrow(/1 to 604800/);
  });
});

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
  // s3rver checks the access key but not the SigV4 signature itself; the documented AWS examples
  // above check the signatures.
  it("addresses objects path-style in the bucket, still reads those URLs, and reports a refused request", async () => {
    const storage = createStorage(s3.config);
    const legacy = `${s3.config.endpoint}/${uploadBucket}/ev1/photo_5.png`;
    expect(storage.keyOf(legacy)).toBe("ev1/photo_5.png");
    expect(storage.keyOf(`${s3.config.endpoint}/other-bucket/ev1/photo_5.png`)).toBeNull();
    const forged = createStorage({ ...s3.config, accessKeyId: "UNKNOWN" });
    await expect(forged.create("ev1/photo_6.png", solidPng(), "image/png")).rejects.toThrow(/403/);
    expect(await storage.exists("ev1/photo_6.png")).toBe(false);
  });

  it("hands out presigned URLs that fetch the object, as an attachment when asked", async () => {
    const storage = createStorage(s3.config);
    if (storage.kind !== "s3") throw new Error("expected S3 storage");
    const png = solidPng(5, 5);
    await storage.create("ev2/photo_7.png", png, "image/png");
    const inline = await fetch(storage.presignedUrl("ev2/photo_7.png", { expiresInSeconds: 300 }));
    expect(inline.status).toBe(200);
    expect(Buffer.from(await inline.arrayBuffer())).toEqual(png);
    const download = await fetch(storage.presignedUrl("ev2/photo_7.png", { expiresInSeconds: 300, downloadName: "photo.png" }));
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="photo.png"');
    await download.arrayBuffer();
    const forged = createStorage({ ...s3.config, accessKeyId: "UNKNOWN" });
    if (forged.kind !== "s3") throw new Error("expected S3 storage");
    const refused = await fetch(forged.presignedUrl("ev2/photo_7.png", { expiresInSeconds: 300 }));
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();
    const expired = presignUrl(
      { method: "GET", url: new URL(`${s3.config.endpoint}/${uploadBucket}/ev2/photo_7.png`), date: new Date(Date.now() - 600_000), expiresInSeconds: 300 },
      s3.config,
    );
    const late = await fetch(expired);
    expect(late.status).toBe(403);
    expect(await late.text()).toMatch(/expired/);
    expect(() => storage.presignedUrl("ev2/photo_7.png", { expiresInSeconds: 300, downloadName: 'x"; evil' })).toThrow(/download name/);
  });
});
