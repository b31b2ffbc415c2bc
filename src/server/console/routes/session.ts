import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { APIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { organiserRoles, type OrganiserRole } from "#shared/console/roles.ts";
import { setupSchema, signInMessages, signInSchema, type Organiser, type SessionAnswer } from "#shared/console/session.ts";
import { isOrganiserDisabled } from "#features/organisers/service.server.ts";
import { claimSignInAttempt, recordSignIn, recordSignInFailure } from "../../db/repositories/sign-in-attempts.ts";

const everyRole = { roles: organiserRoles };
/** Failed sign-ins one account may have in this window before it must wait. */
const accountFailureLimit = { max: 5, windowMs: 15 * 60_000 };

/** Sign-in, sign-out, the current session and the set-up of a new organiser's password. */
export default async function sessionRoutes(app: FastifyInstance) {
  const { auth } = app.organiserAuth;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    consoleApiPaths.signIn,
    {
      schema: { body: signInSchema },
      config: {
        organiser: "signed-out",
        // Per address, on top of the per-account limit below.
        rateLimit: { max: app.rateLimits.signInMax ?? 10, timeWindow: accountFailureLimit.windowMs },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      // The failure slot is taken before the password is checked, so guesses sent together cannot
      // all pass the count; a locked account is refused even the right password.
      const attempt = await claimSignInAttempt(app.db, email, accountFailureLimit);
      if (attempt === undefined) {
        return reply.code(429).header("retry-after", String(accountFailureLimit.windowMs / 1000)).send({
          statusCode: 429,
          error: "Too Many Requests",
          message: signInMessages.tooManyForAccount,
        });
      }
      const refuse = async (reason: string) => {
        // Unknown e-mail, wrong password and disabled account get the same answer.
        await recordSignInFailure(app.db, attempt, reason);
        return reply.code(401).send({ statusCode: 401, error: "Unauthorized", message: signInMessages.wrongCredentials });
      };
      if ((await isOrganiserDisabled(app.db, { email })) === true) {
        await app.organiserAuth.spendPasswordCheck(request.body.password);
        return refuse("disabled");
      }
      try {
        const result = await auth.api.signInEmail({
          body: { email, password: request.body.password },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        copyCookies(request, reply, result.headers);
        const user = result.response.user as typeof result.response.user & { role: OrganiserRole };
        const organiser: Organiser = { id: user.id, name: user.name, email: user.email, role: user.role };
        await recordSignIn(app.db, attempt, organiser);
        return { organiser, mailEnabled: app.mail.enabled } satisfies SessionAnswer;
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        return refuse(error.body?.code ?? "refused");
      }
    },
  );

  api.post(consoleApiPaths.signOut, { config: { organiser: everyRole } }, async (request, reply) => {
    const result = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
    copyCookies(request, reply, result.headers);
    const organiser = request.organiser!;
    await app.recordActivity({ actor: { id: organiser.id, email: organiser.email }, action: "sign-out" });
    return reply.code(204).send();
  });

  api.get(consoleApiPaths.session, { config: { organiser: everyRole } }, async (request) => {
    return { organiser: request.organiser!, mailEnabled: app.mail.enabled } satisfies SessionAnswer;
  });

  api.post(
    consoleApiPaths.setup,
    {
      schema: { body: setupSchema },
      config: { organiser: "signed-out", rateLimit: { max: app.rateLimits.signInMax ?? 10, timeWindow: accountFailureLimit.windowMs } },
    },
    async (request, reply) => {
      try {
        await auth.api.resetPassword({ body: { token: request.body.token, newPassword: request.body.password } });
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: signInMessages.invalidSetupLink });
      }
      return reply.code(204).send();
    },
  );
}

/** better-auth's Set-Cookie headers, marked Secure when the request came over https (behind a trusted proxy too). */
function copyCookies(request: FastifyRequest, reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie().map((cookie) =>
    request.protocol === "https" && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie,
  );
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}
