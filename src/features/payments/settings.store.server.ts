import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { PaymentSettings, PaymentSettingsInput } from "./contract.ts";
import { defaultMembershipFee } from "#shared/membership.ts";
import type { Database } from "#server/db/client.ts";
import { paymentSettings } from "#server/db/schema.ts";

/**
 * The payments settings: one row, id 1, written the first time an
 * admin saves them. Until then every reader gets the defaults below, which are the columns'
 * defaults too, so a row inserted by hand starts the same.
 */
export const defaultPaymentSettings: PaymentSettings = {
  feeTaka: defaultMembershipFee,
  windowDaysBefore: 2,
  windowDaysAfter: 7,
  autoVerify: false,
  // The sender names the phone shows for the wallets' SMS (decision 108 cites where they were seen).
  forwarderSenders: ["bKash", "NAGAD"],
  registrationPaymentHours: 48,
  forwarderSecretCreatedAt: null,
};

const settingsRow = 1;

/** The settings as the console and the matching read them, without the forwarder's secret. */
export async function readPaymentSettings(db: Database): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, settingsRow));
  if (!row) return { ...defaultPaymentSettings, forwarderSenders: [...defaultPaymentSettings.forwarderSenders] };
  return {
    feeTaka: row.feeTaka,
    windowDaysBefore: row.windowDaysBefore,
    windowDaysAfter: row.windowDaysAfter,
    autoVerify: row.autoVerify,
    forwarderSenders: row.forwarderSenders,
    registrationPaymentHours: row.registrationPaymentHours,
    forwarderSecretCreatedAt: row.forwarderSecretCreatedAt?.toISOString() ?? null,
  };
}

/** The membership fee in taka that a new application owes now. */
export async function readMembershipFee(db: Database): Promise<number> {
  const [row] = await db.select({ feeTaka: paymentSettings.feeTaka }).from(paymentSettings).where(eq(paymentSettings.id, settingsRow));
  return row?.feeTaka ?? defaultPaymentSettings.feeTaka;
}

/** Saves the settings an admin may edit (the secret has its own functions) and returns them as stored. */
export async function savePaymentSettings(db: Database, input: PaymentSettingsInput): Promise<PaymentSettings> {
  const values = {
    feeTaka: input.feeTaka,
    windowDaysBefore: input.windowDaysBefore,
    windowDaysAfter: input.windowDaysAfter,
    autoVerify: input.autoVerify,
    forwarderSenders: input.forwarderSenders,
    registrationPaymentHours: input.registrationPaymentHours,
    updatedAt: sql`now()`,
  };
  await db
    .insert(paymentSettings)
    .values({ id: settingsRow, ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: values });
  return readPaymentSettings(db);
}

/** SHA-256 of a secret, as stored: the secret itself is shown once and never kept. */
export function hashForwarderSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/**
 * Makes the forwarder's new secret (32 random bytes, base64url) and keeps only its hash: the old
 * secret stops working as this commits. Returns the secret, to be shown once.
 */
export async function rotateForwarderSecret(db: Database): Promise<{ secret: string; createdAt: Date }> {
  const secret = randomBytes(32).toString("base64url");
  const hash = hashForwarderSecret(secret);
  const [row] = await db
    .insert(paymentSettings)
    .values({ id: settingsRow, forwarderSecretHash: hash, forwarderSecretCreatedAt: sql`now()` })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { forwarderSecretHash: hash, forwarderSecretCreatedAt: sql`now()`, updatedAt: sql`now()` } })
    .returning({ createdAt: paymentSettings.forwarderSecretCreatedAt });
  return { secret, createdAt: row!.createdAt! };
}

/** Turns forwarding off: no secret is accepted any more. Says whether there was one. */
export async function removeForwarderSecret(db: Database): Promise<boolean> {
  const rows = await db
    .update(paymentSettings)
    .set({ forwarderSecretHash: null, forwarderSecretCreatedAt: null, updatedAt: sql`now()` })
    .where(sql`${paymentSettings.id} = ${settingsRow} and ${paymentSettings.forwarderSecretHash} is not null`)
    .returning({ id: paymentSettings.id });
  return rows.length > 0;
}

/** What the forwarding endpoint needs: whether a secret is set and which senders it accepts, plus automatic verification. */
export interface ForwarderGate {
  secretHash: string | null;
  senders: string[];
  autoVerify: boolean;
}

export async function readForwarderGate(db: Database): Promise<ForwarderGate> {
  const [row] = await db
    .select({ secretHash: paymentSettings.forwarderSecretHash, senders: paymentSettings.forwarderSenders, autoVerify: paymentSettings.autoVerify })
    .from(paymentSettings)
    .where(eq(paymentSettings.id, settingsRow));
  return row ?? { secretHash: null, senders: [...defaultPaymentSettings.forwarderSenders], autoVerify: false };
}

/** Whether `secret` is the one whose hash is stored, compared in constant time (hashes have one length). */
export function forwarderSecretMatches(storedHash: string | null, secret: string | undefined): boolean {
  if (storedHash === null || secret === undefined || secret === "") return false;
  const given = Buffer.from(hashForwarderSecret(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
