import { createHash } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { paymentForwardPath } from "#shared/console/paths.ts";
import { forwarderSecretMatches, readForwarderGate } from "./settings.store.server.ts";
import { insertReceivedPayments } from "./store.server.ts";
import type { ApiError } from "#server/plugins/app/errors.ts";
import { verifyAutomatically } from "./service.server.ts";
import { longestSms, parseWalletSms, walletNames, walletOfSender } from "./wallet-sms.ts";
import type { Wallet } from "./contract.ts";
import { withTransaction } from "#server/unit-of-work.ts";

/**
 * What the forwarding app posts: the JSON of the "Incoming SMS to URL
 * forwarder" app's default template, `{"from":"%from%","text":"%text%","sentStamp":"%sentStamp%",
 * "receivedStamp":"%receivedStamp%","sim":"%sim%"}`. Only `from` and `text` are read; the others may
 * be left in the template or removed. Nothing else is accepted, so a template with a typo is told so.
 */
const stamp = z.union([z.string().max(40), z.number()]).optional();
export const forwardedSmsSchema = z.strictObject({
  from: z.string({ error: 'The JSON needs "from": the SMS sender, as the app\'s %from%.' }).trim().min(1, 'The JSON needs "from": the SMS sender, as the app\'s %from%.').max(100, '"from" may have at most 100 characters.'),
  text: z.string({ error: 'The JSON needs "text": the SMS, as the app\'s %text%.' }).min(1, 'The JSON needs "text": the SMS, as the app\'s %text%.').max(longestSms, `"text" may have at most ${longestSms} characters.`),
  sentStamp: stamp,
  receivedStamp: stamp,
  sim: z.string().max(40).optional(),
});

/** `?secret=`: accepted for apps that cannot set a header; the request log never writes query strings (plugins/app/logging.ts). */
const forwardQuerySchema = z.strictObject({ secret: z.string().max(200).optional() });

export const forwarderMessages = {
  unauthorised: "This forwarding secret is not valid, or SMS forwarding is off. Make a new secret on the console's Payments page.",
  sender: "SMS from this sender are not accepted: only the wallet senders listed in the payment settings are.",
  stored: "The payment was received.",
  alreadyReceived: "This payment was already received.",
  /** A text in one wallet's layout from another wallet's sender (or a sender of no wallet): a forged SMS, or a sender list gone wrong. */
  walletMismatch: (wallet: Wallet) =>
    `This is a ${walletNames[wallet]} message, but its sender is not ${walletNames[wallet]}'s: a forwarded SMS is only taken from its own wallet's sender.`,
  tooManyWrong: "Too many requests with a wrong forwarding secret from your address. Please wait a minute and try again.",
} as const;

/** The secret of a request: the X-Forwarder-Secret header, else a Bearer token, else ?secret=. */
export function forwarderSecretOf(request: FastifyRequest): string | undefined {
  const header = request.headers["x-forwarder-secret"];
  if (typeof header === "string" && header.trim() !== "") return header.trim();
  const authorization = request.headers.authorization;
  const bearer = typeof authorization === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : undefined;
  if (bearer) return bearer;
  const query = request.query as { secret?: unknown } | undefined;
  return typeof query?.secret === "string" && query.secret !== "" ? query.secret : undefined;
}

/**
 * POST /api/payments/sms: a wallet SMS the club's phone received, forwarded by an Android app.
 * Outside the console: the long secret an admin made is the only credential. Counted
 * per secret (a phone on mobile data changes address), else per address.
 */
export default async function forwardedSmsRoutes(app: FastifyInstance) {
  // The limit above counts per secret, so each wrong secret would start a budget of its own: wrong
  // secrets are also counted per address, and past the submissions' limit answered 429.
  const wrongSecrets = app.createRateLimit({
    max: app.rateLimits.max,
    timeWindow: app.rateLimits.windowMs,
    keyGenerator: (request) => `forwarder-wrong-secret ${normalizeIP(request.ip)}`,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    paymentForwardPath,
    {
      schema: { body: forwardedSmsSchema, querystring: forwardQuerySchema },
      bodyLimit: 16 * 1024,
      config: {
        honeypot: false,
        rateLimit: {
          max: app.rateLimits.forwarderMax ?? 120,
          timeWindow: app.rateLimits.windowMs,
          keyGenerator: (request: FastifyRequest) => {
            const secret = forwarderSecretOf(request);
            return secret ? `forwarder ${createHash("sha256").update(secret).digest("hex").slice(0, 32)}` : `forwarder-address ${normalizeIP(request.ip)}`;
          },
        },
      },
    },
    async (request, reply) => {
      const gate = await readForwarderGate(app.db);
      if (!forwarderSecretMatches(gate.secretHash, forwarderSecretOf(request))) {
        const budget = await wrongSecrets(request);
        if (!budget.isAllowed && budget.isExceeded) {
          return reply
            .code(429)
            .header("retry-after", String(budget.ttlInSeconds))
            .send({ statusCode: 429, error: "Too Many Requests", message: forwarderMessages.tooManyWrong } satisfies ApiError);
        }
        return reply.code(401).send({ statusCode: 401, error: "Unauthorized", message: forwarderMessages.unauthorised } satisfies ApiError);
      }
      const from = request.body.from.toLowerCase();
      if (!gate.senders.some((sender) => sender.trim().toLowerCase() === from)) {
        return reply.code(403).send({ statusCode: 403, error: "Forbidden", message: forwarderMessages.sender } satisfies ApiError);
      }
      const parsed = parseWalletSms(request.body.text);
      if (!parsed.ok) {
        return reply.code(422).send({ statusCode: 422, error: "Unprocessable Entity", message: parsed.reason } satisfies ApiError);
      }
      if (walletOfSender(request.body.from) !== parsed.payment.wallet) {
        return reply.code(422).send({ statusCode: 422, error: "Unprocessable Entity", message: forwarderMessages.walletMismatch(parsed.payment.wallet) } satisfies ApiError);
      }
      const forwarder = { id: null, email: null };
      const answer = await withTransaction(app.db, app.mail, async (work) => {
        const { addedIds } = await insertReceivedPayments(work.tx, [parsed.payment], "forward", forwarder);
        if (addedIds.length === 0) return { status: "already_received" as const, verified: 0 };
        const verified = gate.autoVerify ? await verifyAutomatically(work, addedIds, forwarder, "forwarder") : 0;
        return { status: "received" as const, verified };
      });
      return reply
        .code(answer.status === "received" ? 201 : 200)
        .send({ ...answer, message: answer.status === "received" ? forwarderMessages.stored : forwarderMessages.alreadyReceived });
    },
  );
}
