/**
 * Where registration uploads live. The routes see only this interface; configuration picks the
 * implementation (local disk under DATA_DIR by default, or any S3-compatible service).
 */
export interface ObjectStorage {
  /** Stores a new object; fails with ObjectExistsError rather than overwrite one. */
  create(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The object's bytes, or null when there is none. Used by organisers' tooling and tests. */
  read(key: string): Promise<Buffer | null>;
  /** The URL stored in a registration: where organisers find the object. */
  urlOf(key: string): string;
  /** The key of an object this storage gave out `urlOf` for, or null for any other value. */
  keyOf(url: string): string | null;
}

export class ObjectExistsError extends Error {
  constructor(key: string) {
    super(`An object already exists at ${key}`);
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
