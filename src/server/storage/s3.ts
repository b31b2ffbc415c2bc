import {
  ObjectExistsError,
  assertSafeKey,
  isSafeKey,
  keyOfUploadReference,
  uploadReferenceOf,
  type PresignOptions,
  type RemoteObjectStorage,
} from "./object-storage.ts";
import { presignUrl, sha256Hex, signRequest, uriEncode } from "./sigv4.ts";

export interface S3StorageOptions {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or an R2/MinIO endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class S3RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const emptyHash = sha256Hex("");

/**
 * Any S3-compatible service (AWS, Cloudflare R2, MinIO), addressed path-style:
 * `{endpoint}/{bucket}/{key}`. The bucket stays private; organisers open an object through the
 * console, which sends them on to a presigned URL that works for a few minutes.
 */
export class S3Storage implements RemoteObjectStorage {
  readonly kind = "s3";
  private readonly base: string;

  constructor(private readonly options: S3StorageOptions) {
    this.base = `${options.endpoint.replace(/\/+$/, "")}/${uriEncode(options.bucket)}/`;
  }

  private async send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}): Promise<Response> {
    assertSafeKey(key);
    const url = new URL(this.objectUrl(key));
    const signed = signRequest(
      { method, url, headers, payloadHash: body ? sha256Hex(body) : emptyHash, date: new Date() },
      this.options,
    );
    return fetch(url, {
      method,
      headers: signed,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
  }

  async create(key: string, body: Buffer, contentType: string): Promise<void> {
    if (await this.exists(key)) throw new ObjectExistsError(key);
    const response = await this.send("PUT", key, body, {
      "content-type": contentType,
      "content-length": String(body.length),
      // Services that support it refuse to replace an object written in the meantime.
      "if-none-match": "*",
    });
    await response.arrayBuffer();
    if (response.status === 412) throw new ObjectExistsError(key);
    if (!response.ok) throw new S3RequestError(response.status, `S3 PUT ${key} answered ${response.status}`);
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.send("HEAD", key);
    if (response.status === 404) return false;
    if (!response.ok) throw new S3RequestError(response.status, `S3 HEAD ${key} answered ${response.status}`);
    return true;
  }

  async read(key: string): Promise<Buffer | null> {
    const response = await this.send("GET", key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) throw new S3RequestError(response.status, `S3 GET ${key} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  presignedUrl(key: string, options: PresignOptions): string {
    const url = new URL(this.objectUrl(key));
    if (options.downloadName !== undefined) {
      if (!/^[A-Za-z0-9_.-]{1,130}$/.test(options.downloadName)) throw new Error(`Refusing a download name of unexpected shape: ${options.downloadName}`);
      url.searchParams.set("response-content-disposition", `attachment; filename="${options.downloadName}"`);
    }
    return presignUrl({ method: "GET", url, date: new Date(), expiresInSeconds: options.expiresInSeconds }, this.options);
  }

  referenceOf(key: string): string {
    return uploadReferenceOf(key);
  }

  keyOf(reference: string): string | null {
    return keyOfUploadReference(reference) ?? this.keyOfObjectUrl(reference);
  }

  /** The object's address in the service: `{endpoint}/{bucket}/{key}`. */
  private objectUrl(key: string): string {
    assertSafeKey(key);
    return this.base + key.split("/").map(uriEncode).join("/");
  }

  /** The key of an object URL this storage stored before references (docs/decisions/021). */
  private keyOfObjectUrl(url: string): string | null {
    if (!url.startsWith(this.base)) return null;
    let key: string;
    try {
      key = decodeURIComponent(url.slice(this.base.length));
    } catch {
      return null;
    }
    return isSafeKey(key) && this.objectUrl(key) === url ? key : null;
  }
}
