import path from "node:path";
import { uploadBucket } from "../../shared/registration-uploads.ts";
import { LocalDiskStorage } from "./local-disk.ts";
import type { ObjectStorage } from "./object-storage.ts";
import { S3Storage, type S3StorageOptions } from "./s3.ts";

export type StorageConfig =
  | { kind: "local"; root: string; bucket: string }
  | ({ kind: "s3" } & S3StorageOptions);

export function createStorage(config: StorageConfig): ObjectStorage {
  return config.kind === "s3" ? new S3Storage(config) : new LocalDiskStorage(config.root, config.bucket);
}

/**
 * STORAGE=s3 selects an S3-compatible service configured by S3_ENDPOINT, S3_REGION, S3_BUCKET,
 * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; anything else keeps uploads under DATA_DIR/uploads.
 */
export function readStorageConfig(env: NodeJS.ProcessEnv, dataDir: string, fail: (message: string) => Error): StorageConfig {
  const kind = env.STORAGE?.trim() || "local";
  if (kind === "local") return { kind: "local", root: path.join(dataDir, "uploads"), bucket: uploadBucket };
  if (kind !== "s3") throw fail(`STORAGE must be "local" or "s3", got "${kind}".`);
  const endpoint = env.S3_ENDPOINT?.trim();
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!endpoint || !/^https?:\/\//.test(endpoint)) throw fail("STORAGE=s3 needs S3_ENDPOINT, an http(s):// URL.");
  if (!accessKeyId || !secretAccessKey) throw fail("STORAGE=s3 needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.");
  const bucket = env.S3_BUCKET?.trim() || uploadBucket;
  return { kind: "s3", endpoint, region: env.S3_REGION?.trim() || "us-east-1", bucket, accessKeyId, secretAccessKey };
}

export type { ObjectStorage } from "./object-storage.ts";
