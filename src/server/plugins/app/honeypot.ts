import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { honeypotField, isHoneypotFilled } from "#shared/honeypot.ts";
import { isWriteRoute } from "./route-kinds.ts";

/** What a caught bot is told: the same status (and body shape) a real submission gets. */
export interface HoneypotAnswer {
  statusCode: number;
  /** Called per caught submission, e.g. `() => ({ id: randomUUID() })`. No body when absent. */
  body?: () => unknown;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * How a write route treats a submission whose honeypot field is filled. Defaults to answering
     * 204 with no body and storing nothing; `"flag"` lets the submission through with
     * `request.suspectedSpam` set, for routes that store it flagged (people's forms);
     * `false` turns the honeypot off.
     */
    honeypot?: HoneypotAnswer | "flag" | false;
  }
  interface FastifyRequest {
    /** The honeypot was filled on a `"flag"` route: store the submission as suspected spam. */
    suspectedSpam: boolean;
  }
}

const defaultAnswer: HoneypotAnswer = { statusCode: 204 };

/** The trap's name before it became one no autofill profile matches: pages loaded earlier still send it. */
const formerHoneypotField = "website";

/**
 * On every write route under /api, before the schema sees the body: the honeypot field is removed,
 * so strict schemas need not list it. If it was filled, a `"flag"` route goes on with the request
 * marked (a person whose autofill filled the trap must never be told "submitted" for a submission
 * thrown away); any other route ends the request here with a plausible success.
 */
export default fp(
  async function honeypot(app: FastifyInstance) {
    app.decorateRequest("suspectedSpam", false);
    app.addHook("onRoute", (route) => {
      if (!isWriteRoute(route) || route.config?.honeypot === false) return;
      const answer = route.config?.honeypot ?? defaultAnswer;
      const hook = async (request: FastifyRequest, reply: FastifyReply) => {
        const body = request.body;
        if (typeof body !== "object" || body === null || Array.isArray(body)) return;
        const name = [honeypotField, formerHoneypotField].find((field) => Object.hasOwn(body, field));
        if (name === undefined) return;
        const value = fieldValue((body as Record<string, unknown>)[name]);
        delete (body as Record<string, unknown>)[name];
        if (!isHoneypotFilled(value)) return;
        if (answer === "flag") {
          request.log.info({ honeypot: true }, "submission flagged: honeypot filled");
          request.suspectedSpam = true;
          return;
        }
        request.log.info({ honeypot: true }, "submission dropped: honeypot filled");
        reply.code(answer.statusCode).header("cache-control", "no-store");
        return answer.body ? reply.send(answer.body()) : reply.send();
      };
      route.preValidation = [...toArray(route.preValidation), hook];
    });
  },
  { name: "honeypot" },
);

/** A multipart body (attachFieldsToBody) holds `{ fieldname, value }` objects, not the values. */
function fieldValue(field: unknown): unknown {
  if (typeof field === "object" && field !== null && "fieldname" in field && "value" in field) return field.value;
  return field;
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
