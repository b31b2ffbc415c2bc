import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { Sha256 } from "@aws-crypto/sha256-js";
import { SignatureV4 } from "@smithy/signature-v4";

/**
 * Checks an S3 request's AWS Signature Version 4 the way the service would, with AWS's own signer
 * (@smithy/signature-v4, the AWS SDK's) rather than the client that made it (aws4fetch): the
 * signature is recomputed from the request as it arrived, so one byte of the canonical request
 * differing between what the client signed and what it sent fails the check. The local S3 stand-in
 * (s3rver) checks only the access key, not the signature.
 */

export interface SigningAccount {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** A request as a server received it. */
export interface ReceivedRequest {
  method: string;
  /** The request target as sent: path and query, still percent-encoded. */
  target: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type SignatureCheck = { valid: true } | { valid: false; reason: string };

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;
const authQueryParameters = ["X-Amz-Algorithm", "X-Amz-Credential", "X-Amz-Date", "X-Amz-Expires", "X-Amz-SignedHeaders", "X-Amz-Signature"];
const contentSha256 = "x-amz-content-sha256";

/** A SigV4 signed request (Authorization header) or presigned URL (X-Amz-* query), checked against `account`. */
export async function checkS3Signature(request: ReceivedRequest, account: SigningAccount): Promise<SignatureCheck> {
  const host = headerValue(request.headers, "host");
  if (!host) return invalid("no Host header");
  const questionMark = request.target.indexOf("?");
  const path = questionMark === -1 ? request.target : request.target.slice(0, questionMark);
  const query = parseQuery(questionMark === -1 ? "" : request.target.slice(questionMark + 1));
  if (query === null) return invalid("a query string that does not decode");
  const url = new URL(`http://${host}`);
  const signer = new SignatureV4({
    service: "s3",
    region: account.region,
    credentials: { accessKeyId: account.accessKeyId, secretAccessKey: account.secretAccessKey },
    sha256: Sha256,
    // S3 signs the path as sent, encoded once.
    uriEscapePath: false,
    applyChecksum: false,
  });
  const base = { method: request.method, protocol: "http:", hostname: url.hostname, port: url.port ? Number(url.port) : undefined, path };

  if ("X-Amz-Signature" in query) {
    const given = Object.fromEntries(authQueryParameters.map((name) => [name, single(query[name])]));
    if (given["X-Amz-Algorithm"] !== "AWS4-HMAC-SHA256") return invalid(`algorithm ${given["X-Amz-Algorithm"]}`);
    const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/.exec(given["X-Amz-Credential"] ?? "");
    if (!credential) return invalid(`credential scope ${given["X-Amz-Credential"]}`);
    const scopeProblem = checkScope(credential[1]!, credential[2]!, credential[3]!, given["X-Amz-Date"], account);
    if (scopeProblem) return invalid(scopeProblem);
    const signedHeaders = (given["X-Amz-SignedHeaders"] ?? "").split(";");
    if (!signedHeaders.includes("host")) return invalid("the Host header is not signed");
    const expiresIn = Number(given["X-Amz-Expires"]);
    if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > 604_800) return invalid(`X-Amz-Expires ${given["X-Amz-Expires"]}`);
    const rest = Object.fromEntries(Object.entries(query).filter(([name]) => !authQueryParameters.includes(name)));
    const presigned = await signer.presign(
      // A presigned URL leaves the payload unsigned; the header only tells the signer so and is neither signed nor moved to the query.
      { ...base, query: rest, headers: { ...signedHeaderValues(request.headers, signedHeaders), [contentSha256]: "UNSIGNED-PAYLOAD" } },
      {
        signingDate: parseAmzDate(given["X-Amz-Date"]!),
        expiresIn,
        unsignableHeaders: new Set([contentSha256]),
        unhoistableHeaders: new Set([contentSha256]),
      },
    );
    for (const name of authQueryParameters) {
      const expected = presigned.query?.[name];
      if (expected !== given[name]) return invalid(`${name} is ${given[name]}, AWS's signer makes ${String(expected)}`);
    }
    return { valid: true };
  }

  const authorization = headerValue(request.headers, "authorization");
  if (!authorization) return invalid("neither an Authorization header nor a presigned query");
  const parsed = authorizationPattern.exec(authorization);
  if (!parsed) return invalid(`an Authorization header of unexpected shape: ${authorization}`);
  const [, accessKeyId, day, region, signedHeaderList] = parsed;
  const amzDate = headerValue(request.headers, "x-amz-date");
  const scopeProblem = checkScope(accessKeyId!, day!, region!, amzDate, account);
  if (scopeProblem) return invalid(scopeProblem);
  const signedHeaders = signedHeaderList!.split(";");
  for (const required of ["host", "x-amz-date", contentSha256]) {
    if (!signedHeaders.includes(required)) return invalid(`${required} is not signed`);
  }
  const payloadHash = headerValue(request.headers, contentSha256);
  const bodyHash = createHash("sha256").update(request.body).digest("hex");
  if (payloadHash !== bodyHash) return invalid(`x-amz-content-sha256 is ${payloadHash}, the body's SHA-256 is ${bodyHash}`);
  const signed = await signer.sign(
    { ...base, query, headers: signedHeaderValues(request.headers, signedHeaders), body: request.body },
    { signingDate: parseAmzDate(amzDate!) },
  );
  const expected = signed.headers.authorization;
  return expected === authorization ? { valid: true } : invalid(`Authorization is ${authorization}, AWS's signer makes ${expected}`);
}

function invalid(reason: string): SignatureCheck {
  return { valid: false, reason };
}

function checkScope(accessKeyId: string, day: string, region: string, amzDate: string | undefined, account: SigningAccount): string | null {
  if (accessKeyId !== account.accessKeyId) return `unknown access key ${accessKeyId}`;
  if (region !== account.region) return `signed for region ${region}, not ${account.region}`;
  if (!amzDate || !/^\d{8}T\d{6}Z$/.test(amzDate)) return `X-Amz-Date ${amzDate}`;
  if (amzDate.slice(0, 8) !== day) return `the credential's day ${day} is not the request's ${amzDate}`;
  return null;
}

function parseAmzDate(amzDate: string): Date {
  return new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** The headers the signature names, with the values that arrived; a signed header that did not arrive fails the signature. */
function signedHeaderValues(headers: IncomingHttpHeaders, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, headerValue(headers, name) ?? ""]));
}

/** The query as S3 reads it: percent-decoded, "+" kept as a plus sign, repeated names as lists. */
function parseQuery(search: string): Record<string, string | string[]> | null {
  const query: Record<string, string | string[]> = {};
  if (search === "") return query;
  try {
    for (const pair of search.split("&")) {
      const equals = pair.indexOf("=");
      const name = decodeURIComponent(equals === -1 ? pair : pair.slice(0, equals));
      const value = equals === -1 ? "" : decodeURIComponent(pair.slice(equals + 1));
      const existing = query[name];
      query[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
  } catch {
    return null;
  }
  return query;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}
