import { STATUS_CODES } from "node:http";
import multipart, { type MultipartFile } from "@fastify/multipart";
import { registrationsPerAddress } from "./public.http.server.ts";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import sharp from "sharp";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eventParamsSchema, uploadQuerySchema, type UploadResult } from "#shared/api/events.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { fieldKind, isUploadKind } from "#shared/registration-form-fields.ts";
import { honeypotField } from "#shared/honeypot.ts";
import { allowedUploadTypes, maxUploadBytes, uploadKey, uploadMessages } from "#shared/registration-uploads.ts";
import { contentTypes, detectUploadType } from "#server/storage/detect-type.ts";
import { releaseUpload, reserveUpload, type Reservation } from "./uploads.store.server.ts";
import type { ApiError } from "#server/plugins/app/errors.ts";
import { ObjectExistsError, StorageFullError } from "#server/storage/object-storage.ts";
import { hashUploadToken, newUploadToken } from "#server/storage/upload-tokens.ts";
import { RequestRejected } from "#server/plugins/app/errors.ts";
import { openRegistrationForm } from "./target.server.ts";

/**
 * A file chosen in a registration's file or image field, uploaded at once. The form decides which
 * types the field takes; the bytes decide what the file is; the server makes the key. The answer's
 * `url` is the reference the registration then stores, `upload:{key}`.
 *
 * The parts are read into the body before validation (at most the file and the honeypot field), so
 * the honeypot plugin sees the honeypot as it does in JSON bodies. A file over the limit is cut
 * there, not refused, and answered 413 by the handler with the form's own message. A body the
 * parser cannot read (cut off, malformed) is the sender's fault: 400, logged without a stack.
 *
 * Each upload is recorded before it is stored, within a per-address and a total budget for files no
 * registration has claimed yet; unclaimed files are swept after a day. The answer
 * carries a token besides the reference: only a registration that sends it back can claim the file,
 * and the record keeps only its hash. Images are refused past a size in pixels
 * read from their header, and a full disk is answered 507 (docs/security.md, "Uploads and storage").
 */
export default async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: true,
    throwFileSizeLimit: false,
    limits: { fileSize: maxUploadBytes, files: 1, fields: 1, parts: 2 },
  });
  // Errors thrown here go on to the app's error handler, which answers a RequestRejected as it is.
  app.setErrorHandler((error: FastifyError, request) => {
    if (!isUnreadableMultipart(error)) throw error;
    request.log.info({ reason: error.message }, "unreadable multipart body refused");
    throw new RequestRejected(400, unreadableBodyMessage);
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.eventUploads,
    {
      schema: { params: eventParamsSchema, querystring: uploadQuerySchema },
      bodyLimit: maxUploadBytes + 1024 * 1024,
      config: {
        // The request guards refuse anything but JSON on a write route unless told otherwise.
        contentTypes: ["multipart/form-data"],
        // Stored as any upload: a person whose browser filled the trap must be able to register,
        // and the registration is what is flagged; unclaimed, it is swept.
        honeypot: "flag",
        // As many as the registrations they belong to.
        rateLimit: { max: registrationsPerAddress(app.rateLimits), timeWindow: app.rateLimits.windowMs },
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const { categoryId, field: fieldName } = request.query;
      if (!request.isMultipart()) throw new RequestRejected(415, "Send the file as multipart/form-data.");
      const body = (request.body ?? {}) as Record<string, unknown>;
      const unknownField = Object.keys(body).find((name) => name !== "file" && name !== honeypotField);
      if (unknownField !== undefined) throw new RequestRejected(400, `"${unknownField}" is not a part this endpoint takes.`);
      const fields = await openRegistrationForm(app.db, eventId, categoryId);
      const field = fields.find((f) => f.name === fieldName);
      const kind = field && fieldKind(field.type);
      if (!field || !isUploadKind(kind)) throw new RequestRejected(400, `"${fieldName}" is not a file field of this form.`);

      const part = body.file;
      if (!isFilePart(part)) throw new RequestRejected(400, "No file was sent.");
      if (part.file.truncated) throw new RequestRejected(413, uploadMessages.tooLarge);
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw new RequestRejected(400, uploadMessages.empty);
      const type = detectUploadType(bytes);
      if (!type || !allowedUploadTypes(kind).includes(type)) {
        throw new RequestRejected(415, kind === "image" ? uploadMessages.wrongImageType : uploadMessages.wrongFileType);
      }
      if (type !== "pdf") await checkImageSize(bytes);

      // Two uploads to one field in the same millisecond get neighbouring timestamps.
      const now = Date.now();
      const addressHash = app.uploadClaims.addressHash(request.ip);
      const token = newUploadToken();
      for (let attempt = 0; attempt < 10; attempt++) {
        const key = uploadKey(eventId, field.name, now + attempt, type);
        const reservation = await reserveUpload(app.db, { key, bytes: bytes.length, addressHash, tokenHash: hashUploadToken(token) }, app.uploadClaims.limits);
        if (reservation === "keyTaken") continue;
        if (reservation !== "reserved") {
          request.log.warn({ reservation, bytes: bytes.length }, "upload refused: unclaimed uploads over budget");
          return sendError(reply, ...overBudget[reservation]);
        }
        try {
          await app.storage.create(key, bytes, contentTypes[type]);
        } catch (error) {
          await releaseUpload(app.db, key);
          if (error instanceof ObjectExistsError) continue;
          if (!(error instanceof StorageFullError)) throw error;
          request.log.error({ err: error, bytes: bytes.length }, "upload refused: the storage is full");
          return sendError(reply, 507, storageFullMessage);
        }
        request.log.info({ key, bytes: bytes.length }, "registration file stored");
        return reply.code(201).header("cache-control", "no-store").send({ url: app.storage.referenceOf(key), token } satisfies UploadResult);
      }
      throw new RequestRejected(503, "Too many uploads at once. Please try again.");
    },
  );
}

const overBudget: Record<Exclude<Reservation, "reserved" | "keyTaken">, [number, string]> = {
  addressOverBudget: [
    429,
    "Too many files sent from your connection are waiting for a registration. Please submit your registration with the files already uploaded, or try again tomorrow.",
  ],
  totalOverBudget: [507, "The site cannot take more files right now. Please try again later, or contact the organisers."],
};

// Sent, not thrown: the error handler would hide a 507's message as a server error's.
function sendError(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? "Error", message } satisfies ApiError);
}

const storageFullMessage = "The site has no room to store files right now. Please try again later, or contact the organisers.";

/**
 * The most an uploaded image may declare: 10,000 px a side and 50 megapixels, the bound the console
 * already decodes pictures to. A 48-megapixel phone photo (8064 x 6048) and a 600 dpi A4 scan
 * (4961 x 7016) fit; a reviewer's browser that opens one inline decodes at most about 200 MB.
 */
export const maxImageSide = 10_000;
export const maxImagePixels = 50_000_000;
export const imageSizeMessages = {
  tooLarge: `This image is too large in pixels: at most ${maxImageSide.toLocaleString("en")} pixels a side and ${maxImagePixels / 1_000_000} megapixels. Please choose a smaller image.`,
  unreadable: "This image could not be read. Please choose another file.",
} as const;

/** Reads the image's size from its header only (sharp's metadata never decodes the pixels). */
async function checkImageSize(bytes: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new RequestRejected(415, imageSizeMessages.unreadable);
  }
  if (!width || !height) throw new RequestRejected(415, imageSizeMessages.unreadable);
  if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels) throw new RequestRejected(400, imageSizeMessages.tooLarge);
}

const unreadableBodyMessage = "The upload was cut off or is not a valid multipart/form-data body. Please choose the file and send it again.";

/**
 * An error from reading the multipart body itself (busboy: "Unexpected end of multipart data",
 * "Part terminated early", "Malformed part header", "Unexpected end of form", "Boundary not found"),
 * which carries no status; the plugin's own errors (limits, prototype keys) carry theirs.
 */
function isUnreadableMultipart(error: { statusCode?: number; message: string; stack?: string }): boolean {
  if (error.statusCode !== undefined) return false;
  return /multipart|part header|end of form|boundary/i.test(error.message) || /[/\\]busboy[/\\]/.test(error.stack ?? "");
}

/** The file part the multipart plugin attached, not a text field that happens to be named "file". */
function isFilePart(part: unknown): part is MultipartFile {
  return typeof part === "object" && part !== null && (part as { type?: unknown }).type === "file";
}
