import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { uploadBucket } from "../../shared/registration-uploads.ts";
import type { StorageConfig } from "../storage/index.ts";

/** s3rver's built-in account: it checks SigV4 signatures made with this key pair. */
export const s3rverCredentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface S3TestServer {
  config: Extract<StorageConfig, { kind: "s3" }>;
  close(): Promise<void>;
}

/** A real S3-compatible server on loopback, with the uploads bucket, for tests. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: uploadBucket }] });
  const { port } = await server.run();
  return {
    config: { kind: "s3", endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", bucket: uploadBucket, ...s3rverCredentials },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
