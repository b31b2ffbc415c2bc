import { createHash } from "node:crypto";
import sharp from "sharp";
import { pictureSizes, type PictureKind } from "./contract.ts";
import { maxUploadBytes } from "#shared/registration-uploads.ts";
import { detectUploadType } from "#server/storage/detect-type.ts";
import { ObjectExistsError, StorageFullError, type ObjectStorage } from "#server/storage/object-storage.ts";

/** Public pictures live under this prefix of the storage, and are served at `/media/{name}`. */
export const mediaKeyPrefix = "media/";
export const mediaFilePattern = /^[0-9a-f]{64}\.webp$/;

export const pictureMessages = {
  empty: "This file is empty. Please choose a picture.",
  tooLarge: "This picture is larger than 10 MB. Please choose a smaller one.",
  wrongType: "This file is not a PNG, JPEG or WebP picture. Please choose one of those.",
  unreadable: "This picture could not be read. Please choose another file.",
  storageFull: "The site has no room to store pictures right now. Free some disk space or try again later.",
} as const;

export class PictureRefused extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415 | 507,
    message: string,
  ) {
    super(message);
  }
}

/** Refuses images whose pixels would take more memory to decode than any photo needs (about 50 megapixels). */
const maxInputPixels = 50_000_000;

/**
 * An editor's picture for a public card: its type read from its bytes (PNG, JPEG or WebP), turned
 * upright, cut to the card's shape at the size the card draws it, and re-encoded as WebP (which also
 * drops the camera's metadata, location included). Stored under its content hash, so the address
 * never changes meaning and can be cached for a year; the same picture twice is stored once.
 */
export async function storePicture(storage: ObjectStorage, bytes: Buffer, kind: PictureKind): Promise<string> {
  if (bytes.length === 0) throw new PictureRefused(400, pictureMessages.empty);
  if (bytes.length > maxUploadBytes) throw new PictureRefused(413, pictureMessages.tooLarge);
  const type = detectUploadType(bytes);
  if (type !== "png" && type !== "jpg" && type !== "webp") throw new PictureRefused(415, pictureMessages.wrongType);
  const { width, height } = pictureSizes[kind];
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" })
      .rotate()
      .resize(width, height, { fit: "cover", position: "attention" })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new PictureRefused(415, pictureMessages.unreadable);
  }
  const name = `${createHash("sha256").update(webp).digest("hex")}.webp`;
  try {
    await storage.create(mediaKeyPrefix + name, webp, "image/webp");
  } catch (error) {
    if (error instanceof StorageFullError) throw new PictureRefused(507, pictureMessages.storageFull);
    if (!(error instanceof ObjectExistsError)) throw error;
  }
  return `/media/${name}`;
}
