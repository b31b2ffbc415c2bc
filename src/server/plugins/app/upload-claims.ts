import { createHmac, randomBytes } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/client.ts";
import { expiredUploads, forgetUploads, type UploadBudget } from "#features/registrations/service.server.ts";
import { keptSecret } from "../../db/repositories/server-secrets.ts";

/** How long uploads wait for a registration, and how much unclaimed files may take. */
export interface UploadLimits extends UploadBudget {
  /** An upload no registration claimed within this time is deleted. */
  claimWindowMs: number;
}

export const defaultUploadLimits: UploadLimits = {
  perAddressBytes: 100 * 1024 * 1024,
  totalBytes: 2048 * 1024 * 1024,
  claimWindowMs: 24 * 60 * 60 * 1000,
};

/** The sweep takes only uploads this long past their claim window, so no claim can be in flight. */
const sweepMarginMs = 10 * 60 * 1000;
const sweepEveryMs = 15 * 60 * 1000;
const sweepBatch = 100;

export interface UploadClaims {
  limits: UploadLimits;
  /** The visitor's address as the budget counts it: a keyed hash, IPv6 by its /64. */
  addressHash(ip: string): string;
  /** Deletes uploads no registration claimed in time (objects first, then their rows); returns how many. */
  sweep(): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    uploadClaims: UploadClaims;
  }
}

/**
 * Uploads that no registration claims are swept by every server process on a timer. Several
 * processes may sweep at once: each step is idempotent (deleting a deleted object or row is no
 * error) and a claim can never meet a swept upload (registration-uploads.ts), so no lock is needed.
 */
export default fp(
  async function uploadClaims(app: FastifyInstance, options: { limits?: UploadLimits }) {
    const limits = options.limits ?? defaultUploadLimits;
    const key = await addressHashKey(app.db);
    let running: Promise<number> | undefined;

    const sweepOnce = async (): Promise<number> => {
      let removed = 0;
      for (;;) {
        const keys = await expiredUploads(app.db, limits.claimWindowMs + sweepMarginMs, sweepBatch);
        const deleted: string[] = [];
        for (const objectKey of keys) {
          try {
            await app.storage.delete(objectKey);
            deleted.push(objectKey);
          } catch (error) {
            app.log.warn({ err: error, key: objectKey }, "unclaimed upload not deleted; the next sweep tries again");
          }
        }
        await forgetUploads(app.db, deleted);
        removed += deleted.length;
        if (keys.length < sweepBatch || deleted.length === 0) break;
      }
      if (removed > 0) app.log.info({ removed }, "unclaimed uploads deleted");
      return removed;
    };
    const sweep = () => (running ??= sweepOnce().finally(() => (running = undefined)));

    app.decorate<UploadClaims>("uploadClaims", {
      limits,
      addressHash: (ip) => createHmac("sha256", key).update(normalizeIP(ip)).digest("base64url"),
      sweep,
    });

    const timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.error({ err: error }, "upload sweep failed"));
    }, sweepEveryMs);
    timer.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: "upload-claims", dependencies: ["database", "storage"] },
);

/** The key the address hashes are made with, shared by every process through the database. */
function addressHashKey(db: Database): Promise<string> {
  return keptSecret(db, "upload-address-hashing", () => randomBytes(32).toString("base64url"));
}
