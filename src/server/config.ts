import path from "node:path";
import type { DatabaseOptions } from "./db/client.ts";
import { siteUrlFrom } from "../shared/site-url.ts";
import { readStorageConfig, type StorageConfig } from "./storage/index.ts";
import { defaultFreeSpaceReserveBytes } from "./storage/free-space.ts";
import type { UploadLimits } from "./plugins/app/upload-claims.ts";
import { projectRoot } from "./project-root.ts";

export interface RateLimitConfig {
  /** Submissions one address may make per window, on each write endpoint. */
  max: number;
  windowMs: number;
  /** Page views one address may send per window: more than submissions, for a class behind one NAT address. */
  pageViewMax: number;
  /** 404 answers one address may get per window before it gets 429s instead. */
  notFoundMax: number;
  /** Organiser sign-ins (and set-ups) one address may try per 15 minutes (10 when unset). */
  signInMax?: number;
  /** SMS the payments forwarder may post per window, per secret (120 when unset: 2 a second). */
  forwarderMax?: number;
  /**
   * Event registrations (and their file uploads) one address may send per window: a class of 40
   * behind one college address registers within a few minutes (when unset, `max` or 120, whichever
   * is higher: decision 139).
   */
  registrationMax?: number;
  /**
   * Registrations one e-mail address, and one phone number, may send per `registrationContactWindowMs`
   * (the server's configuration always sets them: 5 per 10 minutes by default; unset, as in tests
   * that register one person many times, there is no such limit).
   */
  registrationContactMax?: number;
  registrationContactWindowMs?: number;
}

/** The registration limits' defaults: per address per RATE_LIMIT_WINDOW_MS (at least), and per e-mail or phone per 10 minutes. */
export const defaultRegistrationMax = 120;
export const defaultRegistrationContactMax = 5;
export const defaultRegistrationContactWindowMs = 10 * 60_000;

/** Redis, for counting rate limits once across several server processes. */
export interface RedisConfig {
  url: string;
  /** Every key this server writes starts with it, so several sites (or test runs) can share one Redis. */
  keyPrefix: string;
}

/** Outgoing e-mail: both set, or neither and e-mail is off. */
export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://...:465, as nodemailer reads it. */
  smtpUrl: string;
  /** The From address, e.g. "GSC Science Club <club@example.org>". */
  from: string;
}

export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseOptions;
  /** Insert sample content when this start created the database. */
  seed: boolean;
  /** The built site (prerendered HTML and assets). */
  siteDir: string;
  /** The site's server build (build/server), which renders data pages, member cards and tickets. */
  serverBuildDir: string;
  /** PAGE_ROWS=off: data pages are rendered without their lists, which the browser then loads (on by default). */
  pageRows: boolean;
  logLevel: string;
  /** Fastify's trustProxy: off unless the deployment sits behind a known proxy. */
  trustProxy: boolean | string;
  rateLimit: RateLimitConfig;
  /** Unset: each process counts rate limits in its own memory. */
  redis: RedisConfig | undefined;
  /** Where registration uploads are kept: local disk under DATA_DIR, or an S3-compatible service. */
  storage: StorageConfig;
  /** How long uploads wait for a registration, and how much unclaimed uploads may take. */
  uploads: UploadLimits;
  /** Free space uploads leave on the local disks (FREE_SPACE_RESERVE_MB, 256 MB). */
  freeSpaceReserveBytes: number;
  /** A handler that has not answered by then gets a 503 sent for it. */
  handlerTimeoutMs: number;
  /**
   * How long a visitor's submission may wait on the database before it is cancelled and answered 503,
   * never committed later; shorter than handlerTimeoutMs.
   */
  submissionTimeoutMs: number;
  /** How long a request waits for a cached list's refresh before it is answered the copy in memory. */
  listRefreshWaitMs: number;
  /** The site's public URL: organisers' set-up links, the console's allowed origin, Secure cookies when https. */
  siteUrl: string;
  /** Signs organiser session cookies; unset, the server keeps one of its own in the database. */
  authSecret: string | undefined;
  /** The organiser console's build (build/console). */
  consoleDir: string;
  /** Unset: no e-mail is written or sent, and the console says e-mail is off. */
  mail: MailConfig | undefined;
}

export class ConfigError extends Error {}


/** Reads the environment once at start-up; everything else receives the parsed config. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const databaseUrl = env.DATABASE_URL?.trim();
  let database: DatabaseOptions;
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new ConfigError("DATABASE_URL must be a postgres:// URL, or unset to use the embedded database.");
    }
    database = { kind: "postgres", url: databaseUrl };
  } else {
    database = { kind: "embedded", dataDir };
  }
  return {
    host: env.HOST || "127.0.0.1",
    port: parsePort(env.PORT),
    dataDir,
    database,
    seed: env.SEED !== "false",
    siteDir: path.resolve(env.SITE_DIR || path.join(projectRoot, "build/client")),
    serverBuildDir: path.resolve(env.SERVER_BUILD_DIR || path.join(projectRoot, "build/server")),
    pageRows: env.PAGE_ROWS !== "off",
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: {
      max: parsePositiveInt(env.RATE_LIMIT_MAX, 20, "RATE_LIMIT_MAX"),
      windowMs: parsePositiveInt(env.RATE_LIMIT_WINDOW_MS, 60_000, "RATE_LIMIT_WINDOW_MS"),
      pageViewMax: parsePositiveInt(env.RATE_LIMIT_PAGE_VIEWS_MAX, 120, "RATE_LIMIT_PAGE_VIEWS_MAX"),
      notFoundMax: parsePositiveInt(env.RATE_LIMIT_NOT_FOUND_MAX, 120, "RATE_LIMIT_NOT_FOUND_MAX"),
      signInMax: parsePositiveInt(env.RATE_LIMIT_SIGN_IN_MAX, 10, "RATE_LIMIT_SIGN_IN_MAX"),
      forwarderMax: parsePositiveInt(env.RATE_LIMIT_FORWARDER_MAX, 120, "RATE_LIMIT_FORWARDER_MAX"),
      ...(env.RATE_LIMIT_REGISTRATIONS_MAX ? { registrationMax: parsePositiveInt(env.RATE_LIMIT_REGISTRATIONS_MAX, defaultRegistrationMax, "RATE_LIMIT_REGISTRATIONS_MAX") } : {}),
      registrationContactMax: parsePositiveInt(env.RATE_LIMIT_REGISTRATION_CONTACT_MAX, defaultRegistrationContactMax, "RATE_LIMIT_REGISTRATION_CONTACT_MAX"),
      registrationContactWindowMs: parsePositiveInt(
        env.RATE_LIMIT_REGISTRATION_CONTACT_WINDOW_MS,
        defaultRegistrationContactWindowMs,
        "RATE_LIMIT_REGISTRATION_CONTACT_WINDOW_MS",
      ),
    },
    redis: parseRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX),
    storage: readStorageConfig(env, dataDir, (message) => new ConfigError(message)),
    uploads: {
      perAddressBytes: parsePositiveInt(env.UPLOAD_BUDGET_PER_ADDRESS_MB, 100, "UPLOAD_BUDGET_PER_ADDRESS_MB") * 1024 * 1024,
      totalBytes: parsePositiveInt(env.UPLOAD_BUDGET_TOTAL_MB, 2048, "UPLOAD_BUDGET_TOTAL_MB") * 1024 * 1024,
      claimWindowMs: parsePositiveInt(env.UPLOAD_CLAIM_HOURS, 24, "UPLOAD_CLAIM_HOURS") * 60 * 60 * 1000,
    },
    freeSpaceReserveBytes: parsePositiveInt(env.FREE_SPACE_RESERVE_MB, defaultFreeSpaceReserveBytes / (1024 * 1024), "FREE_SPACE_RESERVE_MB") * 1024 * 1024,
    handlerTimeoutMs: parsePositiveInt(env.HANDLER_TIMEOUT_MS, 15_000, "HANDLER_TIMEOUT_MS"),
    submissionTimeoutMs: parseSubmissionTimeout(env.SUBMISSION_TIMEOUT_MS, env.HANDLER_TIMEOUT_MS),
    listRefreshWaitMs: parsePositiveInt(env.LIST_REFRESH_WAIT_MS, 2_000, "LIST_REFRESH_WAIT_MS"),
    siteUrl: parseSiteUrl(env.SITE_URL, env.PORT),
    authSecret: parseAuthSecret(env.AUTH_SECRET),
    consoleDir: path.resolve(env.CONSOLE_DIR || path.join(projectRoot, "build/console")),
    mail: parseMail(env.SMTP_URL, env.MAIL_FROM),
  };
}

/** SITE_URL, the address visitors use (https://... in production), checked as the build checks it; by default this machine's port. */
export function parseSiteUrl(value: string | undefined, port: string | undefined): string {
  try {
    return siteUrlFrom(value, port);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

export function parseMail(smtpUrl: string | undefined, from: string | undefined): MailConfig | undefined {
  const url = smtpUrl?.trim();
  const sender = from?.trim();
  if (!url && !sender) return undefined;
  if (!url || !sender) throw new ConfigError("SMTP_URL and MAIL_FROM go together: set both to send e-mail, or neither to leave it off.");
  if (!/^smtps?:\/\/[^/]/.test(url)) throw new ConfigError("SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587.");
  if (!/^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(sender)) {
    throw new ConfigError('MAIL_FROM must be an address, e.g. club@example.org or "GSC Science Club <club@example.org>".');
  }
  return { smtpUrl: url, from: sender };
}

function parseAuthSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new ConfigError("AUTH_SECRET must have at least 32 characters (for example `openssl rand -base64 32`).");
  return value;
}

function parseRedis(url: string | undefined, keyPrefix: string | undefined): RedisConfig | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (!/^rediss?:\/\/[^/]/.test(value)) throw new ConfigError("REDIS_URL must be a redis:// or rediss:// URL, or unset to keep rate limits in each process.");
  return { url: value, keyPrefix: keyPrefix?.trim() || "scienceclub:" };
}

/** SUBMISSION_TIMEOUT_MS, 10 s by default, and always shorter than the handler's time-out. */
function parseSubmissionTimeout(value: string | undefined, handlerValue: string | undefined): number {
  const handlerMs = parsePositiveInt(handlerValue, 15_000, "HANDLER_TIMEOUT_MS");
  const ms = parsePositiveInt(value, Math.min(10_000, Math.floor(handlerMs * 2 / 3)), "SUBMISSION_TIMEOUT_MS");
  if (ms >= handlerMs) {
    throw new ConfigError(`SUBMISSION_TIMEOUT_MS (${ms}) must be shorter than HANDLER_TIMEOUT_MS (${handlerMs}): a visitor told to try again must not be stored later.`);
  }
  return ms;
}

function parsePort(value: string | undefined): number {
  if (!value) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be 0-65535, got "${value}".`);
  return port;
}

function parsePositiveInt(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive whole number, got "${value}".`);
  return n;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  return value;
}
