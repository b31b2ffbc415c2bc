import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import { withoutCardToken } from "#shared/member-card-path.ts";
import { withoutTicketCode } from "#shared/ticket-paths.ts";

/**
 * Where personal data can be in a logged object decides what is redacted (docs/decisions/068):
 * - what a visitor sent, a request's body or query string, under any of `submittedInputFields`, is
 *   replaced whole;
 * - in any other logged value (a submitted object, a row, a list), a field named in
 *   `personalFields` is replaced, at any depth;
 * - an error is written as `serializeError` makes it: its type, code, message and stack are the
 *   server's own words, not data, so they are kept (with Drizzle's query parameters cut).
 */
export const personalFields = [
  "phone",
  "fathersPhone",
  "mothersPhone",
  "paymentNumber",
  "accountName",
  "accountNumber",
  "transactionId",
  "email",
  "address",
  "presentAddress",
  "permanentAddress",
  "message",
  "subject",
  "fullName",
  "name",
  "collegeRoll",
  "registrationData",
  "authorization",
  "cookie",
];

/** A request's body or query string, under whatever name it is logged: replaced whole. */
export const submittedInputFields = ["body", "payload", "query", "querystring"];

/**
 * An error as it is logged: type, code, message and stack, and nothing else it carries (a Drizzle
 * error's bound values, a validation error's input). Drizzle puts every bound value (a phone
 * number, a transaction id) into its message after "params:", which is cut.
 */
export function serializeError(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: "non-error thrown", stack: "" };
  const cause = (error as { cause?: unknown }).cause as { code?: unknown; constraint?: unknown } | undefined;
  const code = (error as { code?: unknown }).code ?? cause?.code;
  return {
    type: error.name,
    message: withoutParams(error.message),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(typeof cause?.constraint === "string" ? { constraint: cause.constraint } : {}),
    stack: withoutParams(error.stack ?? ""),
  };
}

function withoutParams(text: string): string {
  return text.replace(/params:[\s\S]*/, "params: [redacted]");
}

const personalFieldSet = new Set(personalFields);
const submittedInputSet = new Set(submittedInputFields);
const redacted = "[redacted]";
/** Deeper than this, a value is replaced whole rather than searched (pino itself prints five levels). */
const maxDepth = 64;
/** Top-level keys pino hands to a serializer (ours for errors, Fastify's for req/res) after formatters.log. */
const serializedKeys = new Set(["err", "error", "req", "res"]);

/**
 * The logged object with every request body and query string, and the value of every personal
 * field, replaced by "[redacted]", at any depth, in arrays too. Objects and arrays that hold none
 * are returned as they are (no copy); the others are copied along the path to the field, so the
 * caller's object is never changed. A nested Error is logged as serializeError() gives it. Values
 * with a toJSON (Dates, Buffers) and typed arrays are left to the JSON writer: field names do not
 * survive it. A reference back to an enclosing object becomes "[Circular]", as pino would write it;
 * an object reached twice is searched once.
 */
export function redactPersonalFields<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  return redactValue(value, { ancestors: [], done: new Map() }) as T;
}

interface Walk {
  /** The objects being searched, outermost first: meeting one again is a cycle. */
  ancestors: object[];
  /** Objects already searched, with what they became. */
  done: Map<object, unknown>;
}

function redactValue(value: object, walk: Walk): unknown {
  const known = walk.done.get(value);
  if (known !== undefined) return known;
  if (walk.ancestors.includes(value)) return "[Circular]";
  if (walk.ancestors.length >= maxDepth) return "[too deep]";
  let result: unknown = value;
  if (value instanceof Error) {
    result = serializeError(value);
  } else if (typeof (value as { toJSON?: unknown }).toJSON !== "function" && !ArrayBuffer.isView(value)) {
    walk.ancestors.push(value);
    result = Array.isArray(value) ? redactArray(value, walk) : redactObject(value as Record<string, unknown>, walk, false);
    walk.ancestors.pop();
  }
  walk.done.set(value, result);
  return result;
}

function redactArray(array: unknown[], walk: Walk): unknown[] {
  let copy: unknown[] | undefined;
  for (let i = 0; i < array.length; i++) {
    const item = array[i];
    if (typeof item !== "object" || item === null) continue;
    const next = redactValue(item, walk);
    if (next !== item) (copy ??= array.slice())[i] = next;
  }
  return copy ?? array;
}

/** `walk` is made on the first nested object met, so a flat object (the request line) costs no allocation. */
function redactObject(object: Record<string, unknown>, walk: Walk | undefined, top: boolean): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const item = object[key];
    let next: unknown;
    if (personalFieldSet.has(key) || submittedInputSet.has(key)) {
      if (item === undefined) continue;
      next = redacted;
    } else if (typeof item !== "object" || item === null || (top && serializedKeys.has(key))) {
      continue;
    } else {
      walk ??= { ancestors: [object], done: new Map() };
      next = redactValue(item, walk);
    }
    if (next !== item) (copy ??= { ...object })[key] = next;
  }
  return copy ?? object;
}

/**
 * pino calls this with each logged object before its serializers run: the values under err, error,
 * req and res are left to them (serializeError and serializeRequest above, Fastify's for res). A child
 * logger's bindings do not pass through here (pino writes them once, when the child is made): the
 * server binds only the request id, and nothing personal may be bound.
 */
function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  return redactObject(object, undefined, true);
}

/**
 * A request as Fastify logs it when it logs one (a 5xx its default handler met, say): method, route
 * and path, as in the request line. Fastify's own adds the URL with its query string and the
 * client's address.
 */
function serializeRequest(request: FastifyRequest): { method: string; route: string | null; path: string } {
  return { method: request.method, route: request.routeOptions?.url ?? null, path: pathOf(request.url) };
}

function pathOf(url: string): string {
  // A member card's token, a ticket's code and an unsubscribe token open what they name: none reaches a log.
  const path = withoutTicketCode(withoutCardToken(url.split("?", 1)[0] ?? "")).replace(/\/unsubscribe\/[^/?#]+/gi, "/unsubscribe/:token");
  return path.length > 200 ? `${path.slice(0, 200)}...` : path;
}

/** The logger: JSON lines (pino escapes control characters), personal data redacted. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  const options = {
    level,
    ...(stream ? { stream } : {}),
    // A function per logged object rather than pino's redact paths, which cost a fifth of the
    // CPU of a static page.
    formatters: { log: redactLogObject },
    // pino makes an error's message the line's message when none is given: cut its parameters there too.
    serializers: {
      err: serializeError,
      error: serializeError,
      req: serializeRequest,
      msg: (text: unknown) => (typeof text === "string" ? withoutParams(text) : text),
    },
  };
  return options;
}

/**
 * One line per request, written when the response is done: method, route pattern, path without
 * its query string, status and duration. No bodies, no query strings, no headers.
 */
export default fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook("onResponse", async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? null,
          path: pathOf(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        "request",
      );
    });
  },
  { name: "request-log" },
);
