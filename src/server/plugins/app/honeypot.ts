import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { honeypotField, isHoneypotFilled } from "../../../shared/honeypot.ts";
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
     * How a write route answers a submission whose honeypot field is filled. Defaults to 204 with
     * no body; `false` turns the honeypot off (for endpoints no form posts to, such as page views).
     */
    honeypot?: HoneypotAnswer | false;
  }
}

const defaultAnswer: HoneypotAnswer = { statusCode: 204 };

/**
 * On every write route under /api, before the schema sees the body: the honeypot field is removed,
 * so strict schemas need not list it; if it was filled, the request ends here with a plausible
 * success and nothing is stored.
 */
export default fp(
  async function honeypot(app: FastifyInstance) {
    app.addHook("onRoute", (route) => {
      if (!isWriteRoute(route) || route.config?.honeypot === false) return;
      const answer = route.config?.honeypot ?? defaultAnswer;
      const hook = async (request: FastifyRequest, reply: FastifyReply) => {
        const body = request.body;
        if (typeof body !== "object" || body === null || Array.isArray(body) || !Object.hasOwn(body, honeypotField)) return;
        const value = fieldValue((body as Record<string, unknown>)[honeypotField]);
        delete (body as Record<string, unknown>)[honeypotField];
        if (!isHoneypotFilled(value)) return;
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
