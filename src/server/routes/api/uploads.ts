import { randomUUID } from "node:crypto";
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eventParamsSchema, uploadQuerySchema, type UploadResult } from "../../../shared/api/events.ts";
import { apiPaths } from "../../../shared/api/paths.ts";
import { fieldKind, isUploadKind } from "../../../shared/registration-form.ts";
import { honeypotField } from "../../../shared/honeypot.ts";
import { allowedUploadTypes, maxUploadBytes, uploadKey, uploadMessages } from "../../../shared/registration-uploads.ts";
import { contentTypes, detectUploadType } from "../../storage/detect-type.ts";
import { ObjectExistsError } from "../../storage/object-storage.ts";
import { openRegistrationForm, RequestRejected } from "./registrations-target.ts";

/**
 * A file chosen in a registration's file or image field, uploaded at once. The form decides which
 * types the field takes; the bytes decide what the file is; the server makes the key. The answer's
 * `url` is the reference the registration then stores, `upload:{key}` (docs/decisions/064).
 *
 * The parts are read into the body before validation (at most the file and the honeypot field), so
 * the honeypot plugin sees the honeypot as it does in JSON bodies. A file over the limit is cut
 * there, not refused, and answered 413 by the handler with the form's own message.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: true,
    throwFileSizeLimit: false,
    limits: { fileSize: maxUploadBytes, files: 1, fields: 1, parts: 2 },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.eventUploads,
    {
      schema: { params: eventParamsSchema, querystring: uploadQuerySchema },
      bodyLimit: maxUploadBytes + 1024 * 1024,
      config: {
        // The request guards refuse anything but JSON on a write route unless told otherwise.
        contentTypes: ["multipart/form-data"],
        // A caught bot gets what a visitor gets: 201 and a reference, naming nothing stored.
        honeypot: { statusCode: 201, body: () => ({ url: app.storage.referenceOf(`${randomUUID()}/file_${Date.now()}.png`) }) satisfies UploadResult },
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

      // Two uploads to one field in the same millisecond get neighbouring timestamps.
      const now = Date.now();
      for (let attempt = 0; attempt < 10; attempt++) {
        const key = uploadKey(eventId, field.name, now + attempt, type);
        try {
          await app.storage.create(key, bytes, contentTypes[type]);
        } catch (error) {
          if (error instanceof ObjectExistsError) continue;
          throw error;
        }
        request.log.info({ key, bytes: bytes.length }, "registration file stored");
        return reply.code(201).header("cache-control", "no-store").send({ url: app.storage.referenceOf(key) } satisfies UploadResult);
      }
      throw new RequestRejected(503, "Too many uploads at once. Please try again.");
    },
  );
}

/** The file part the multipart plugin attached, not a text field that happens to be named "file". */
function isFilePart(part: unknown): part is MultipartFile {
  return typeof part === "object" && part !== null && (part as { type?: unknown }).type === "file";
}
