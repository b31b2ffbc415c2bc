import { createHash, randomBytes } from "node:crypto";
import { keyOfUploadReference } from "./object-storage.ts";

/**
 * An upload belongs to the browser that made it (docs/decisions/094): the upload is answered with a
 * random token beside its reference, only the token's hash is stored with the upload's record, and
 * a registration names its file as `upload:{key}.{token}`. The registration stores `upload:{key}`.
 */
const tokenPattern = /^[A-Za-z0-9_-]{22}$/;

/** 128 random bits, base64url: 22 characters. */
export function newUploadToken(): string {
  return randomBytes(16).toString("base64url");
}

/** A plain SHA-256 is enough: the token is random, not a password someone chose. */
export function hashUploadToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The key and token of a registration's file answer, `upload:{key}.{token}`, or null for anything else. */
export function parseUploadAnswer(value: string): { key: string; token: string } | null {
  const dot = value.lastIndexOf(".");
  const token = value.slice(dot + 1);
  if (dot < 0 || !tokenPattern.test(token)) return null;
  const key = keyOfUploadReference(value.slice(0, dot));
  return key ? { key, token } : null;
}
