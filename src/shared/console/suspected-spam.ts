import { z } from "zod";

/**
 * Submissions stored with the honeypot filled: kept out of the console's lists
 * and counts, shown apart on their own page, and restored by a reviewer or admin.
 */
export const suspectedSpamKinds = ["applications", "registrations", "messages"] as const;
export type SuspectedSpamKind = (typeof suspectedSpamKinds)[number];

export const suspectedSpamKindLabels: Record<SuspectedSpamKind, string> = {
  applications: "Applications",
  registrations: "Registrations",
  messages: "Messages",
};

export const suspectedSpamParamsSchema = z.object({ kind: z.enum(suspectedSpamKinds) }).strict();

export const suspectedSpamRestoreSchema = z
  .object({ ids: z.array(z.uuid("Each id must be a submission's id.")).min(1, "Choose at least one submission.").max(100) })
  .strict();
export type SuspectedSpamRestore = z.infer<typeof suspectedSpamRestoreSchema>;

/** One flagged submission, as the list shows it: who sent it and what it is about, nothing more. */
export interface SuspectedSpamItem {
  id: string;
  /** ISO 8601: when it was received. */
  receivedAt: string;
  who: string;
  email: string | null;
  about: string;
}

export interface SuspectedSpamList {
  kind: SuspectedSpamKind;
  items: SuspectedSpamItem[];
  /** How many are flagged in all; the list shows the newest `items.length`. */
  total: number;
}

export interface SuspectedSpamRestored {
  restored: number;
}

/** How many flagged submissions a list shows, newest first. */
export const suspectedSpamListLimit = 200;

/** The console page's choice of kind, kept in the URL (the first kind when absent). */
export const suspectedSpamPageQuerySchema = z.strictObject({ kind: z.enum(suspectedSpamKinds).optional() });
