import type { Readable } from "node:stream";

/**
 * Where registration uploads live. The routes see only this interface; configuration picks the
 * implementation (local disk under DATA_DIR by default, or any S3-compatible service).
 *
 * A registration stores an upload as a reference, `upload:{key}` (docs/decisions/064): it names the
 * object, not where the storage keeps it, so moving DATA_DIR or the S3 endpoint changes nothing
 * stored. Organisers open the object through the console, which asks the storage how to hand it out:
 * local disk streams it through the server (`open`), S3 gives a short-lived presigned URL.
 */
interface StoredObjects {
  /** Stores a new object; fails with ObjectExistsError rather than overwrite one. */
  create(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is not an error (the upload sweep may retry). */
  delete(key: string): Promise<void>;
  /** The object's bytes, or null when there is none. Used by organisers' tooling and tests. */
  read(key: string): Promise<Buffer | null>;
  /** The value a registration stores for this object: `upload:{key}`. */
  referenceOf(key: string): string;
  /**
   * The key a stored value refers to, or null for any other value: an `upload:` reference, or the
   * address this storage gave out before references existed (a `file:` URL, the object's S3 URL),
   * so rows written by an older server still open.
   */
  keyOf(reference: string): string | null;
}

/** An object opened for streaming through the server. */
export interface OpenedObject {
  size: number;
  /** The object's first bytes (up to 64), to tell its type without reading it whole. */
  head: Buffer;
  /** The whole object, from its first byte. */
  body: Readable;
}

export interface LocalObjectStorage extends StoredObjects {
  readonly kind: "local";
  /** The object ready to stream, or null when there is none. */
  open(key: string): Promise<OpenedObject | null>;
}

export interface PresignOptions {
  expiresInSeconds: number;
  /** Set to have the service send the object as an attachment with this file name. */
  downloadName?: string;
}

export interface RemoteObjectStorage extends StoredObjects {
  readonly kind: "s3";
  /** A URL that lets its holder GET the object until it expires; made locally, without a request. */
  presignedUrl(key: string, options: PresignOptions): Promise<string>;
}

export type ObjectStorage = LocalObjectStorage | RemoteObjectStorage;

export class ObjectExistsError extends Error {
  constructor(key: string) {
    super(`An object already exists at ${key}`);
  }
}

/**
 * The storage has no room for the object (ENOSPC, EDQUOT): answered 507 with a message, and nothing
 * of the object is left behind.
 */
export class StorageFullError extends Error {
  constructor(key: string, options?: ErrorOptions) {
    super(`No room to store ${key}`, options);
  }
}

/** Keys are made by the server (`{event id}/{field}_{timestamp}.{ext}`); anything else is refused. */
const keyPattern = /^[A-Za-z0-9-]{1,64}\/[A-Za-z0-9_-]{1,120}\.[a-z]{2,5}$/;

export function assertSafeKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`Refusing an object key of unexpected shape: ${JSON.stringify(key)}`);
}

export function isSafeKey(key: string): boolean {
  return keyPattern.test(key);
}

export const uploadReferencePrefix = "upload:";

export function uploadReferenceOf(key: string): string {
  assertSafeKey(key);
  return uploadReferencePrefix + key;
}

/**
 * The key of an `upload:{key}` reference, or null for anything else. New registrations may store
 * only these; `ObjectStorage.keyOf` also reads the older addresses.
 */
export function keyOfUploadReference(value: string): string | null {
  if (!value.startsWith(uploadReferencePrefix)) return null;
  const key = value.slice(uploadReferencePrefix.length);
  return isSafeKey(key) ? key : null;
}
