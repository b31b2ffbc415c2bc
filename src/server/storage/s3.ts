import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import {
  ObjectExistsError,
  assertSafeKey,
  isSafeKey,
  keyOfUploadReference,
  uploadReferenceOf,
  type PresignOptions,
  type RemoteObjectStorage,
} from "./object-storage.ts";

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

/** S3 refuses a presigned URL meant to last longer than a week. */
const maxPresignedSeconds = 604_800;
const requestTimeoutMs = 30_000;

const sha256Hex = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** RFC 3986 encoding, the one SigV4's canonical query uses. */
const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Any S3-compatible service (AWS, Cloudflare R2, MinIO), addressed path-style:
 * `{endpoint}/{bucket}/{key}`. Requests are signed with AWS Signature Version 4 by aws4fetch
 *. The bucket stays private; organisers open an object through the console,
 * which sends them on to a presigned URL that works for a few minutes.
 */
export class S3Storage implements RemoteObjectStorage {
  readonly kind = "s3";
  private readonly base: string;
  private readonly client: AwsClient;

  constructor(options: S3StorageOptions) {
    this.base = `${options.endpoint.replace(/\/+$/, "")}/${rfc3986(options.bucket)}/`;
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: "s3",
      region: options.region,
      // One attempt: a PUT retried after a lost answer would meet its own object and report it as taken.
      retries: 0,
    });
  }

  /** Sends a signed request. The payload's hash is always signed, so the service rejects a changed body. */
  private async send(method: "PUT" | "HEAD" | "GET" | "DELETE", key: string, body?: Buffer, headers: Record<string, string> = {}): Promise<Response> {
    const bytes = body ? new Uint8Array(body) : new Uint8Array();
    const request = await this.client.sign(this.objectUrl(key), {
      method,
      headers: { ...headers, "x-amz-content-sha256": sha256Hex(bytes) },
      body: body ? bytes : undefined,
    });
    return fetch(request, { signal: AbortSignal.timeout(requestTimeoutMs) });
  }

  async create(key: string, body: Buffer, contentType: string): Promise<void> {
    if (await this.exists(key)) throw new ObjectExistsError(key);
    const response = await this.send("PUT", key, body, {
      "content-type": contentType,
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

  async delete(key: string): Promise<void> {
    const response = await this.send("DELETE", key);
    await response.arrayBuffer();
    // S3 answers 204 whether or not there was an object; some compatible services answer 404.
    if (!response.ok && response.status !== 404) throw new S3RequestError(response.status, `S3 DELETE ${key} answered ${response.status}`);
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

  async presignedUrl(key: string, options: PresignOptions): Promise<string> {
    const { expiresInSeconds, downloadName } = options;
    if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > maxPresignedSeconds) {
      throw new Error(`A presigned URL lasts 1 to ${maxPresignedSeconds} seconds, not ${expiresInSeconds}`);
    }
    const url = new URL(this.objectUrl(key));
    if (downloadName !== undefined) {
      if (!/^[A-Za-z0-9_.-]{1,130}$/.test(downloadName)) throw new Error(`Refusing a download name of unexpected shape: ${downloadName}`);
      url.searchParams.set("response-content-disposition", `attachment; filename="${downloadName}"`);
    }
    url.searchParams.set("X-Amz-Expires", String(expiresInSeconds));
    const signed = new URL((await this.client.sign(url, { method: "GET", aws: { signQuery: true } })).url);
    // aws4fetch signs spaces as %20 but writes the URL with "+" (URLSearchParams): some S3-compatible
    // services read "+" literally and refuse the signature. Write the query as it was signed.
    signed.search = [...signed.searchParams].map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`).join("&");
    return signed.href;
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
    return this.base + key.split("/").map(rfc3986).join("/");
  }

  /** The key of an object URL this storage stored before references. */
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
