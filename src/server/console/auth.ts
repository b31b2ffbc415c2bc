import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { passwordRules } from "../../shared/console/session.ts";
import { organiserAuthAdapter } from "../db/auth-adapter.ts";
import type { Database } from "../db/client.ts";
import { isOrganiserDisabled } from "#features/organisers/service.server.ts";
import { cancelSetupLinks } from "../db/repositories/setup-links.ts";

/** How long a set-up link works (issue: 24 hours, single use). */
export const setupLinkLifetimeSeconds = 24 * 60 * 60;
/** How long a session lasts without use; it is extended at most once an hour while in use. */
export const sessionLifetimeSeconds = 12 * 60 * 60;

export interface OrganiserAuthOptions {
  db: Database;
  /** The site's public URL: the base of set-up links, and https there makes cookies Secure. */
  siteUrl: string;
  secret: string;
  /** Where better-auth's own messages go: the server's log, not the console. */
  log: (level: "debug" | "info" | "warn" | "error", message: string) => void;
  /** Unset: better-auth's own (scrypt, about 0.2 s of CPU a password). Only the in-process test apps set it. */
  passwordHashing?: PasswordHashing;
}

/** How passwords are hashed and checked: better-auth's `emailAndPassword.password`. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * Organiser accounts and sessions with better-auth: its password hashing,
 * session tokens and cookies, stored in our database through its Drizzle adapter
 * (db/auth-adapter.ts). Nobody can sign up; accounts are made by an admin or
 * `npm run organiser -- add`, and the organiser chooses a password through a set-up link, which is
 * better-auth's password-reset token.
 */
export function createOrganiserAuth(options: OrganiserAuthOptions) {
  const { db } = options;
  // requestPasswordReset hands its token to sendResetPassword; the caller that asked for a link
  // reads it back from here (the call is awaited in the same async context).
  const issuedTokens = new AsyncLocalStorage<(token: string, organiserId: string) => void>();
  const auth = betterAuth({
    appName: "Organiser console",
    baseURL: options.siteUrl,
    basePath: "/api/organiser/auth",
    secret: options.secret,
    trustedOrigins: [new URL(options.siteUrl).origin],
    database: organiserAuthAdapter(db),
    user: {
      additionalFields: {
        role: { type: "string", required: false, input: false, defaultValue: "reviewer" },
        disabled: { type: "boolean", required: false, input: false, defaultValue: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: passwordRules.min,
      maxPasswordLength: passwordRules.max,
      resetPasswordTokenExpiresIn: setupLinkLifetimeSeconds,
      ...(options.passwordHashing ? { password: options.passwordHashing } : {}),
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ token, user }) => {
        issuedTokens.getStore()?.(token, user.id);
      },
      // A password chosen through one link ends every other link of that organiser.
      onPasswordReset: async ({ user }) => {
        await cancelSetupLinks(db, user.id);
      },
    },
    session: {
      expiresIn: sessionLifetimeSeconds,
      updateAge: 60 * 60,
      // Off: a session ended on the server (sign-out, a disabled organiser) must end at once.
      cookieCache: { enabled: false },
    },
    // Sign-in is limited per address and per account by our own routes (routes/session.ts).
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: "organiser",
      useSecureCookies: options.siteUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled organiser gets no new session, whatever the password.
          before: async (session) => ((await isOrganiserDisabled(db, { id: session.userId })) === false ? undefined : false),
        },
      },
    },
    telemetry: { enabled: false },
    logger: { level: "warn", log: (level, message) => options.log(level, `better-auth: ${message}`) },
  });

  /**
   * A new set-up link token for the organiser with this e-mail; it cancels their earlier links.
   * The earlier ones are removed after the new one is written, so two links issued at
   * the same moment can leave none working, never two.
   */
  async function issueSetupToken(email: string): Promise<string> {
    let issued: { token: string; organiserId: string } | undefined;
    await issuedTokens.run(
      (token, organiserId) => {
        issued = { token, organiserId };
      },
      () => auth.api.requestPasswordReset({ body: { email } }),
    );
    if (!issued) throw new Error(`no organiser has the e-mail address given`);
    await cancelSetupLinks(db, issued.organiserId, issued.token);
    return issued.token;
  }

  /** Hashes and forgets a password: a refused sign-in costs the same time whatever the reason. */
  async function spendPasswordCheck(password: string): Promise<void> {
    await (await auth.$context).password.hash(password);
  }

  return { auth, issueSetupToken, spendPasswordCheck };
}

export type OrganiserAuth = ReturnType<typeof createOrganiserAuth>;
