import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 for S3 requests, with the payload hash in a header (`signRequest`) or in
 * the query string of a presigned URL (`presignUrl`): the small part of the S3 API this site needs
 * does not justify an SDK (see docs/decisions/020).
 */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Extra headers to sign (lower-case names), besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  payloadHash: string;
  date: Date;
}

export const sha256Hex = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string): Buffer => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

function amzDateOf(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function scopeOf(amzDate: string, credentials: SigningCredentials): string {
  return `${amzDate.slice(0, 8)}/${credentials.region}/s3/aws4_request`;
}

/** The signature of a canonical request, made with the key derived for its day and region. */
function signatureOf(canonicalRequest: string, amzDate: string, credentials: SigningCredentials): string {
  const day = amzDate.slice(0, 8);
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scopeOf(amzDate, credentials), sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), "s3"), "aws4_request");
  return createHmac("sha256", signingKey).update(stringToSign).digest("hex");
}

/** The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and Authorization. */
export function signRequest(request: RequestToSign, credentials: SigningCredentials): Record<string, string> {
  const amzDate = amzDateOf(request.date);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    "x-amz-content-sha256": request.payloadHash,
    "x-amz-date": amzDate,
  };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((name) => `${name}:${String(lower[name]).trim().replace(/\s+/g, " ")}\n`).join("");
  const signedHeaders = names.join(";");
  // The URL's pathname is already percent-encoded once, which is what S3 expects.
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    canonicalQuery(request.url),
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join("\n");
  const signature = signatureOf(canonicalRequest, amzDate, credentials);
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scopeOf(amzDate, credentials)}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export interface UrlToPresign {
  method: string;
  /** The object's URL, with any `response-*` overrides already in its query. */
  url: URL;
  date: Date;
  /** How long the URL works, from `date`: at most a week (604,800 s). */
  expiresInSeconds: number;
}

/**
 * A presigned URL (query-string authentication): whoever holds it may make this one request until
 * it expires. Only the host header is signed and the payload is not, as browsers send neither more.
 */
export function presignUrl(request: UrlToPresign, credentials: SigningCredentials): string {
  if (!Number.isInteger(request.expiresInSeconds) || request.expiresInSeconds < 1 || request.expiresInSeconds > 604_800) {
    throw new Error(`A presigned URL lasts 1 to 604800 seconds, not ${request.expiresInSeconds}`);
  }
  const amzDate = amzDateOf(request.date);
  const url = new URL(request.url);
  url.searchParams.set("X-Amz-Algorithm", "AWS4-HMAC-SHA256");
  url.searchParams.set("X-Amz-Credential", `${credentials.accessKeyId}/${scopeOf(amzDate, credentials)}`);
  url.searchParams.set("X-Amz-Date", amzDate);
  url.searchParams.set("X-Amz-Expires", String(request.expiresInSeconds));
  url.searchParams.set("X-Amz-SignedHeaders", "host");
  const query = canonicalQuery(url);
  const canonicalRequest = [request.method, url.pathname, query, `host:${url.host}\n`, "host", "UNSIGNED-PAYLOAD"].join("\n");
  const signature = signatureOf(canonicalRequest, amzDate, credentials);
  // The canonical query is already encoded as S3 will read it back.
  return `${url.origin}${url.pathname}?${query}&X-Amz-Signature=${signature}`;
}
