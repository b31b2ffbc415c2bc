import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import S3rver from "s3rver";
import { uploadBucket } from "../../src/shared/registration-uploads.ts";
import type { StorageConfig } from "../../src/server/storage/index.ts";
import { checkS3Signature, type SigningAccount } from "./s3-signature-check.ts";

/**
 * s3rver's built-in account. s3rver refuses other access keys, but does not verify Signature
 * Version 4 signatures at all (its V4 check is unimplemented), so the stand-in below checks them.
 */
export const s3rverCredentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;
const region = "us-east-1";

export interface S3TestServer {
  config: Extract<StorageConfig, { kind: "s3" }>;
  /** Requests refused because their signature did not verify, with the reason: tests expect none unless they forge one. */
  refused: { method: string; target: string; reason: string }[];
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on loopback, with the uploads bucket, for tests. Every request first
 * passes a front that verifies its SigV4 signature with AWS's own signer (s3-signature-check.ts)
 * and answers 403 SignatureDoesNotMatch as S3 would, so every test that stores or presigns through
 * S3 also checks our signatures.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: uploadBucket }] });
  const { port: backendPort } = await server.run();
  const account: SigningAccount = { ...s3rverCredentials, region };
  const refused: S3TestServer["refused"] = [];

  const front = createServer((incoming, outgoing) => {
    verifyAndForward(incoming, outgoing, backendPort, account, refused).catch((error: unknown) => {
      outgoing.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const { port } = front.address() as AddressInfo;

  return {
    config: { kind: "s3", endpoint: `http://127.0.0.1:${port}`, region, bucket: uploadBucket, ...s3rverCredentials },
    refused,
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function verifyAndForward(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  backendPort: number,
  account: SigningAccount,
  refused: S3TestServer["refused"],
): Promise<void> {
  const body = await buffer(incoming);
  const method = incoming.method ?? "GET";
  const target = incoming.url ?? "/";
  const check = await checkS3Signature({ method, target, headers: incoming.headers, body }, account);
  if (!check.valid) {
    refused.push({ method, target, reason: check.reason });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>${escapeXml(check.reason)}</Message></Error>`;
    outgoing.writeHead(403, { "content-type": "application/xml" }).end(method === "HEAD" ? undefined : xml);
    return;
  }
  const backend = forward({ host: "127.0.0.1", port: backendPort, method, path: target, headers: incoming.headers });
  backend.on("response", (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
  });
  backend.on("error", (error) => outgoing.destroy(error));
  backend.end(body);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&]/g, (c) => (c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&amp;"));
}
