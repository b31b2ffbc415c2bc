import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { certificateImageKeyPattern, certificatePathPrefix, defaultCertificateDesign, type CertificateDesign, type CertificateKind } from "./contract.ts";
import { pathInLang, type Lang } from "#shared/lang.ts";
import { PictureRefused, pictureMessages } from "#features/content/service.server.ts";
import type { Database } from "#server/db/client.ts";
import { readCertificateForPdf } from "./store.server.ts";
import { detectUploadType } from "#server/storage/detect-type.ts";
import { StorageFullError, type ObjectStorage } from "#server/storage/object-storage.ts";
import { designLang, renderCertificatePdf, type CertificatePictures } from "./pdf.server.ts";

// Certificates' pictures and PDFs: what the console, the mail worker, the ticket
// page's download and the ZIP share.

// What one person's find, export and erasure (src/features/personal-data) read and change of the
// certificates: those given for their registrations, withdrawn when the registrations are erased;
// a registration's standing certificates, which its ticket page offers to download; and the code a
// new certificate is given, which the certificates' bench and tests give the rows they write.
export { certificatesOfRegistration, certificatesOfRegistrations, newCertificateCode, withdrawCertificates, type StoredCertificate } from "./store.server.ts";

/** A signature or the logo: at most 2 MB sent, drawn at most this many pixels. */
export const maxCertificateImageBytes = 2 * 1024 * 1024;
const maxWidth = 800;
const maxHeight = 320;

/**
 * An organiser's signature or logo: PNG, JPEG or WebP by its bytes, made upright, at most 800x320,
 * flattened on white (the certificate's paper) and stored as JPEG, which a PDF carries as it is.
 */
export async function storeCertificateImage(storage: ObjectStorage, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new PictureRefused(400, pictureMessages.empty);
  if (bytes.length > maxCertificateImageBytes) throw new PictureRefused(413, "This picture is larger than 2 MB. Please choose a smaller one.");
  const type = detectUploadType(bytes);
  if (type !== "png" && type !== "jpg" && type !== "webp") throw new PictureRefused(415, pictureMessages.wrongType);
  let jpeg: Buffer;
  try {
    jpeg = await sharp(bytes, { limitInputPixels: 25_000_000, failOn: "error" })
      .rotate()
      .resize(maxWidth, maxHeight, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new PictureRefused(415, pictureMessages.unreadable);
  }
  const key = `certificate-images/${randomUUID()}.jpg`;
  try {
    await storage.create(key, jpeg, "image/jpeg");
  } catch (error) {
    if (error instanceof StorageFullError) throw new PictureRefused(507, pictureMessages.storageFull);
    throw error;
  }
  return key;
}

/** Pictures are read once per process: a key names one upload forever. */
const pictureCache = new Map<string, Buffer | null>();

async function picture(storage: ObjectStorage, key: string | null): Promise<Buffer | null> {
  if (!key || !certificateImageKeyPattern.test(key)) return null;
  if (!pictureCache.has(key)) {
    if (pictureCache.size > 200) pictureCache.clear();
    pictureCache.set(key, await storage.read(key));
  }
  return pictureCache.get(key) ?? null;
}

export async function designPictures(storage: ObjectStorage, design: CertificateDesign): Promise<CertificatePictures> {
  return {
    logo: await picture(storage, design.logo),
    signatures: await Promise.all(design.signatories.map((signatory) => picture(storage, signatory.signature))),
  };
}

/** The public check page's full address in a language: what the QR code carries. */
export function certificateCheckUrl(siteUrl: string, code: string, lang: Lang = "en"): string {
  return new URL(pathInLang(`${certificatePathPrefix}${code}`, lang), siteUrl).toString();
}

export function certificateFilename(code: string): string {
  return `certificate-${code}.pdf`;
}

/**
 * A certificate's PDF by its code, drawn from its row and its event's design; null when there is no
 * such certificate or it was withdrawn (its person's data erased: nothing of them is left to draw).
 */
export async function certificatePdf(db: Database, storage: ObjectStorage, siteUrl: string, code: string): Promise<{ pdf: Uint8Array; filename: string; revoked: boolean } | null> {
  const row = await readCertificateForPdf(db, code);
  if (!row || row.withdrawnAt || row.name === null) return null;
  const design = row.design ?? defaultCertificateDesign;
  const lang = designLang(design);
  const pdf = await renderCertificatePdf(
    design,
    {
      code: row.code,
      name: row.name,
      eventTitle: lang === "bn" ? (row.eventTitleBn ?? row.eventTitle) : row.eventTitle,
      eventStartsAt: row.eventStartsAt,
      category: row.categoryName,
      kind: row.kind as CertificateKind,
      award: row.award,
    },
    await designPictures(storage, design),
    certificateCheckUrl(siteUrl, row.code, lang),
  );
  return { pdf, filename: certificateFilename(row.code), revoked: row.revokedAt !== null };
}
