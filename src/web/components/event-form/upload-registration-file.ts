import { eventApiPaths, type UploadResult } from "#shared/api/events.ts";
import { honeypotField } from "#shared/honeypot.ts";
import { idempotencyHeader, newIdempotencyKey } from "../../lib/idempotent-post.ts";
import { uploadFile } from "../../lib/upload-file.ts";

/**
 * Uploads a file chosen in a registration field; resolves with its answer, the upload's reference and
 * the token that lets only this browser's registration claim it. Each choice of a file
 * is one attempt with its own idempotency key.
 */
export async function uploadRegistrationFile(
  target: { eventId: string; categoryId: string; field: string },
  file: File,
  onProgress: (fraction: number) => void,
  honeypot = "",
): Promise<string> {
  const path = eventApiPaths.upload(target.eventId, target.categoryId, target.field);
  const result = await uploadFile<UploadResult>(path, file, onProgress, { [honeypotField]: honeypot }, { [idempotencyHeader]: newIdempotencyKey() });
  return `${result.url}.${result.token}`;
}
