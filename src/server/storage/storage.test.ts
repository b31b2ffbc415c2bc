import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadBucket } from "../../shared/registration-uploads.ts";
import { detectUploadType } from "./detect-type.ts";
import { createStorage, readStorageConfig, type ObjectStorage } from "./index.ts";
import { ObjectExistsError } from "./object-storage.ts";
import { startS3TestServer, type S3TestServer } from "../test-support/s3-server.ts";
import { signRequest } from "./sigv4.ts";
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

  it("gives each object a URL it can map back to the key, and no other", () => {
    const key = "0f0e/photo_17.png";
    const url = storage.urlOf(key);
    expect(storage.keyOf(url)).toBe(key);
    expect(storage.keyOf(`${url}?download`)).toBeNull();
    expect(storage.keyOf(`${url}/x`)).toBeNull();
    expect(storage.keyOf(url.replace("photo_17.png", "../../etc/passwd"))).toBeNull();
    expect(storage.keyOf("https://elsewhere.example.org/leader-uploads/0f0e/photo_17.png")).toBeNull();
    expect(storage.keyOf("not a url")).toBeNull();
  });

  it("refuses keys of any other shape", async () => {
    await expect(storage.create("../escape_1.png", solidPng(), "image/png")).rejects.toThrow(/unexpected shape/);
    await expect(storage.create("ev/a/b_1.png", solidPng(), "image/png")).rejects.toThrow(/unexpected shape/);
  });
});

describe("storage specifics", () => {
  it("local disk keeps objects at {root}/leader-uploads/{key}, and the URL is that file", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "store-"));
    const storage = createStorage({ kind: "local", root, bucket: uploadBucket });
    await storage.create("ev1/photo_5.png", solidPng(), "image/png");
    const url = storage.urlOf("ev1/photo_5.png");
    expect(fileURLToPath(url)).toBe(path.join(root, uploadBucket, "ev1", "photo_5.png"));
    expect(await readFile(fileURLToPath(url))).toEqual(solidPng());
  });

  // s3rver checks the access key but not the SigV4 signature itself; the documented AWS example
  // above checks the signature.
  it("S3 addresses objects path-style in the bucket and reports a refused request", async () => {
    const storage = createStorage(s3.config);
    expect(storage.urlOf("ev1/photo_5.png")).toBe(`${s3.config.endpoint}/${uploadBucket}/ev1/photo_5.png`);
    const forged = createStorage({ ...s3.config, accessKeyId: "UNKNOWN" });
    await expect(forged.create("ev1/photo_6.png", solidPng(), "image/png")).rejects.toThrow(/403/);
    expect(await storage.exists("ev1/photo_6.png")).toBe(false);
  });
});
