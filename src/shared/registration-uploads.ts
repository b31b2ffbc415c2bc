/** What a registration upload may be (decisions.md): the browser checks early, the server decides. */

export const uploadBucket = "leader-uploads";
export const maxUploadBytes = 10 * 1024 * 1024;

export type UploadType = "png" | "jpg" | "webp" | "gif" | "pdf";

export const imageUploadTypes: readonly UploadType[] = ["png", "jpg", "webp", "gif"];
export const fileUploadTypes: readonly UploadType[] = [...imageUploadTypes, "pdf"];

/** The `accept` attribute of a file input, a hint only: the server reads the content. */
export const acceptAttribute = {
  image: "image/png,image/jpeg,image/webp,image/gif",
  file: "image/png,image/jpeg,image/webp,image/gif,application/pdf,.pdf",
} as const;

export const uploadMessages = {
  tooLarge: "This file is larger than 10 MB. Please choose a smaller file.",
  wrongImageType: "This file is not a PNG, JPEG, WebP or GIF image. Please choose one of those.",
  wrongFileType: "This file is not a PDF or a PNG, JPEG, WebP or GIF image. Please choose one of those.",
  empty: "This file is empty. Please choose another file.",
} as const;

export function allowedUploadTypes(kind: "file" | "image"): readonly UploadType[] {
  return kind === "image" ? imageUploadTypes : fileUploadTypes;
}

/** Field names become part of an object key: anything but letters, digits, _ and - becomes _. */
export function fieldKeySegment(fieldName: string): string {
  return fieldName.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 100) || "field";
}

/** `{event id}/{field name}_{timestamp}.{extension}` (decisions.md). */
export function uploadKey(eventId: string, fieldName: string, timestamp: number, type: UploadType): string {
  return `${eventId}/${fieldKeySegment(fieldName)}_${timestamp}.${type}`;
}

/** True when `key` names an upload of this event for this field, of a type the field accepts. */
export function isUploadKeyFor(key: string, eventId: string, fieldName: string, kind: "file" | "image"): boolean {
  const prefix = `${eventId}/${fieldKeySegment(fieldName)}_`;
  if (!key.startsWith(prefix)) return false;
  const match = /^(\d{1,16})\.([a-z]+)$/.exec(key.slice(prefix.length));
  return match !== null && (allowedUploadTypes(kind) as readonly string[]).includes(match[2] ?? "");
}
