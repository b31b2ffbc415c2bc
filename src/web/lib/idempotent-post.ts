import { ApiError, parse } from "./api-client.ts";

/**
 * Submissions that are stored once, however often they are sent: every POST a public
 * form sends carries an `Idempotency-Key`, made once per submission attempt. The server stores the
 * key with the row and answers a repeated key with the first result, so a retry after a lost answer
 * or a 503 never stores the same submission twice. Loaded with the forms' submit path, never with a
 * page (docs/decisions/081-submit-path-on-first-interaction.md).
 */
export const idempotencyHeader = "Idempotency-Key";

/** A new key: a random UUID, from `crypto.getRandomValues` where `randomUUID` is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One form's submission attempts. The key stays the same while the same content is sent again
 * (the automatic retries, or the visitor pressing submit again after a failure without changing
 * anything), and is new once the content differs or the last attempt succeeded.
 */
export class SubmissionAttempts {
  private key: string | null = null;
  private content = "";

  keyFor(content: unknown): string {
    const serialised = JSON.stringify(content);
    if (this.key === null || serialised !== this.content) {
      this.key = newIdempotencyKey();
      this.content = serialised;
    }
    return this.key;
  }

  /** The attempt was stored: the next submission, even of the same content, is a new one. */
  succeeded(): void {
    this.key = null;
  }
}

/** Waits before each automatic retry; tests shorten them. */
export const retryDelaysMs = [800, 2000];

/** A failure worth sending again as it is: the network dropped, or the server was briefly unable to answer. */
export function isTransient(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  // fetch rejects with a TypeError when the request never got an answer.
  return error instanceof TypeError;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POSTs `body` as JSON with the attempt's key, sending it again with the same key after a
 * transient failure (at most `retryDelaysMs.length` times); the last failure is thrown.
 */
export async function postIdempotent<T>(path: string, body: unknown, key: string): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", [idempotencyHeader]: key },
        body: JSON.stringify(body),
      });
      return await parse<T>(response);
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (delay === undefined || !isTransient(error)) throw error;
      await wait(delay);
    }
  }
}

/** The reference the server gave the stored submission (`GSC-7KQ3-M9`), when its answer has one. */
export function referenceOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("reference" in body)) return undefined;
  return typeof body.reference === "string" && body.reference !== "" ? body.reference : undefined;
}
