import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uploadBucket } from "../../shared/registration-uploads.ts";
import { checkS3Signature, type ReceivedRequest, type SigningAccount } from "#tests/support/s3-signature-check.ts";
import { solidPng } from "#tests/support/upload-files.ts";
import { S3Storage } from "./s3.ts";

// What S3Storage signs (with aws4fetch) checked by AWS's own signer (@smithy/signature-v4), on the
// requests as they reach a server: the local S3 stand-in does not verify signatures itself.

const account: SigningAccount = { accessKeyId: "AKIDCLUBUPLOADS", secretAccessKey: "kX9/u2+cLubSecretKeyForTests0000", region: "eu-central-1" };
const wrongSecret: SigningAccount = { ...account, secretAccessKey: "kX9/u2+cLubSecretKeyForTests0001" };

/** A server that records each request and answers as S3 would for an empty bucket that accepts writes. */
let server: Server;
let endpoint: string;
const received: ReceivedRequest[] = [];

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    void buffer(incoming).then((body) => {
      received.push({ method: incoming.method ?? "", target: incoming.url ?? "", headers: incoming.headers, body });
      if (incoming.method === "HEAD") outgoing.writeHead(404).end();
      else if (incoming.method === "PUT") outgoing.writeHead(200).end();
      else outgoing.writeHead(200, { "content-type": "image/png" }).end(solidPng());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const storage = () => new S3Storage({ endpoint, region: account.region, bucket: uploadBucket, accessKeyId: account.accessKeyId, secretAccessKey: account.secretAccessKey });

/** The request a presigned URL makes when a browser opens it. */
function openedUrl(url: string): ReceivedRequest {
  const parsed = new URL(url);
  return { method: "GET", target: `${parsed.pathname}${parsed.search}`, headers: { host: parsed.host }, body: Buffer.alloc(0) };
}

function withHeaders(request: ReceivedRequest, headers: Record<string, string>): ReceivedRequest {
  return { ...request, headers: { ...request.headers, ...headers } };
}

describe("the signature checker", () => {
  // AWS's documented examples (Amazon S3 API reference, "Signature Calculations for the
  // Authorization Header" and "Authenticating Requests: Using Query Parameters"): a checker that
  // accepts these and refuses their slightest change is a real check.
  const documented: SigningAccount = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1" };
  const getObject: ReceivedRequest = {
    method: "GET",
    target: "/test.txt",
    headers: {
      host: "examplebucket.s3.amazonaws.com",
      range: "bytes=0-9",
      "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      "x-amz-date": "20130524T000000Z",
      authorization:
        "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    },
    body: Buffer.alloc(0),
  };
  const presigned =
    "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
    "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request" +
    "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host" +
    "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404";

  it("accepts AWS's documented GET Object example, and refuses it with one byte changed", async () => {
    expect(await checkS3Signature(getObject, documented)).toEqual({ valid: true });
    expect((await checkS3Signature(withHeaders(getObject, { range: "bytes=0-8" }), documented)).valid).toBe(false);
    expect((await checkS3Signature({ ...getObject, target: "/test.txu" }, documented)).valid).toBe(false);
    expect((await checkS3Signature(getObject, { ...documented, secretAccessKey: `${documented.secretAccessKey}x` })).valid).toBe(false);
  });

  it("accepts AWS's documented presigned URL, and refuses it with one byte changed", async () => {
    expect(await checkS3Signature(openedUrl(presigned), documented)).toEqual({ valid: true });
    expect((await checkS3Signature(openedUrl(presigned.replace("X-Amz-Expires=86400", "X-Amz-Expires=86401")), documented)).valid).toBe(false);
    expect((await checkS3Signature(openedUrl(presigned.replace("/test.txt", "/test.tx")), documented)).valid).toBe(false);
  });
});

describe("S3Storage's requests, checked by AWS's signer", () => {
  it("signs the HEAD and PUT of a new object, the payload and the no-overwrite condition included", async () => {
    const png = solidPng(3, 3);
    await storage().create("ev1/photo_1.png", png, "image/png");
    expect(received.map((r) => `${r.method} ${r.target}`)).toEqual([`HEAD /${uploadBucket}/ev1/photo_1.png`, `PUT /${uploadBucket}/ev1/photo_1.png`]);
    const [head, put] = received as [ReceivedRequest, ReceivedRequest];
    expect(await checkS3Signature(head, account)).toEqual({ valid: true });
    expect(await checkS3Signature(put, account)).toEqual({ valid: true });
    expect(put.body).toEqual(png);
    expect(put.headers.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=${account.accessKeyId}/\\d{8}/eu-central-1/s3/aws4_request, SignedHeaders=host;if-none-match;x-amz-content-sha256;x-amz-date, `),
    );
  });

  it("signs a GET", async () => {
    expect(await storage().read("ev1/photo_1.png")).toEqual(solidPng());
    expect(received).toHaveLength(1);
    expect(await checkS3Signature(received[0]!, account)).toEqual({ valid: true });
  });

  it("fails the check for a wrong secret, or for any byte of the request changed after signing", async () => {
    await storage().create("ev1/photo_2.png", solidPng(), "image/png");
    const put = received[1]!;
    expect(await checkS3Signature(put, account)).toEqual({ valid: true });
    const changed: [string, ReceivedRequest, SigningAccount][] = [
      ["the secret", put, wrongSecret],
      ["the method", { ...put, method: "POST" }, account],
      ["the path", { ...put, target: put.target.replace("photo_2", "photo_3") }, account],
      ["a query string", { ...put, target: `${put.target}?x-id=PutObject` }, account],
      ["the host's port", withHeaders(put, { host: put.headers.host!.replace(/\d$/, (d) => String((Number(d) + 1) % 10)) }), account],
      ["a signed header", withHeaders(put, { "if-none-match": "+" }), account],
      ["the date", withHeaders(put, { "x-amz-date": put.headers["x-amz-date"]!.toString().replace(/\d(?=Z$)/, (d) => String((Number(d) + 1) % 10)) }), account],
      ["the body", { ...put, body: Buffer.concat([put.body.subarray(0, -1), Buffer.from([put.body.at(-1)! ^ 1])]) }, account],
    ];
    for (const [what, request, signer] of changed) {
      const check = await checkS3Signature(request, signer);
      expect(check.valid, `changing ${what}`).toBe(false);
    }
  });

  it("presigns a GET that AWS's signer agrees with, the download name and lifetime included", async () => {
    const s3 = storage();
    for (const options of [{ expiresInSeconds: 300 }, { expiresInSeconds: 300, downloadName: "photo.png" }, { expiresInSeconds: 604_800 }]) {
      const url = await s3.presignedUrl("ev1/photo_1.png", options);
      expect(await checkS3Signature(openedUrl(url), account), url).toEqual({ valid: true });
      const query = new URL(url).searchParams;
      expect(query.get("X-Amz-Expires")).toBe(String(options.expiresInSeconds));
      expect(query.get("X-Amz-SignedHeaders")).toBe("host");
      expect(query.get("response-content-disposition")).toBe(options.downloadName ? `attachment; filename="${options.downloadName}"` : null);
    }
  });

  it("fails the presigned check for a wrong secret, a longer life, another download name, or spaces written as +", async () => {
    const url = await storage().presignedUrl("ev1/photo_1.png", { expiresInSeconds: 300, downloadName: "photo.png" });
    expect(url).not.toContain("+");
    expect((await checkS3Signature(openedUrl(url), wrongSecret)).valid).toBe(false);
    expect((await checkS3Signature(openedUrl(url.replace("X-Amz-Expires=300", "X-Amz-Expires=3000")), account)).valid).toBe(false);
    expect((await checkS3Signature(openedUrl(url.replace("photo.png", "photo.pdf")), account)).valid).toBe(false);
    expect((await checkS3Signature(openedUrl(url.replace("attachment%3B%20", "inline%3B%20")), account)).valid).toBe(false);
    // What aws4fetch writes by itself (URLSearchParams): S3 reads "+" as a plus sign, not the space that was signed.
    expect((await checkS3Signature(openedUrl(url.replaceAll("%20", "+")), account)).valid).toBe(false);
  });
});
