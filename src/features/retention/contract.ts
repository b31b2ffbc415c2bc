import { z } from "zod";

/**
 * Retention rules (docs/decisions/120): how long each kind of personal data is kept,
 * shared by the console page, the server's settings routes and the public privacy policy.
 */
export const retentionKinds = ["registrations", "rejectedApplications", "archivedMessages", "mailBodies", "pageViewSessions", "activityLog"] as const;
export type RetentionKind = (typeof retentionKinds)[number];

export const retentionDefaults: Record<RetentionKind, number> = {
  registrations: 180,
  rejectedApplications: 90,
  archivedMessages: 365,
  mailBodies: 30,
  pageViewSessions: 30,
  activityLog: 730,
};

/** What each rule does, as the console page and the privacy policy say it. */
export const retentionLabels: Record<RetentionKind, { title: string; action: string }> = {
  registrations: { title: "Event registrations and their files", action: "anonymised (answers, contact and files removed) this many days after their event ends" },
  rejectedApplications: { title: "Rejected membership applications", action: "deleted this many days after rejection" },
  archivedMessages: { title: "Contact messages", action: "deleted this many days after they are archived" },
  mailBodies: { title: "Texts of e-mails sent", action: "blanked this many days after sending" },
  pageViewSessions: { title: "Page views' session identifiers", action: "cleared after this many days" },
  activityLog: { title: "The organisers' activity log", action: "deleted after this many days" },
};

export const retentionMaxDays = 3650;

export interface RetentionRule {
  days: number;
  on: boolean;
}
export type RetentionRules = Record<RetentionKind, RetentionRule>;
/** What a rule would remove now (preview) or removed (a run): rows, and files for registrations. */
export type RetentionCounts = Record<RetentionKind, number> & { files: number };

const days = z
  .number({ error: "Days must be a whole number." })
  .int("Days must be a whole number.")
  .min(1, "Days must be at least 1.")
  .max(retentionMaxDays, `Days must be at most ${retentionMaxDays} (ten years).`);

const ruleSchema = z.object({
  days,
  on: z.boolean(),
  /** The preview's count for these days, sent back when switching the rule on (it must still be the count now). */
  previewed: z.number().int().min(0).optional(),
});

export const retentionUpdateSchema = z.object(Object.fromEntries(retentionKinds.map((k) => [k, ruleSchema])) as Record<RetentionKind, typeof ruleSchema>).strict();
export type RetentionUpdate = z.infer<typeof retentionUpdateSchema>;

export const retentionPreviewSchema = z.object(Object.fromEntries(retentionKinds.map((k) => [k, days])) as Record<RetentionKind, typeof days>).strict();
export type RetentionPreviewRequest = z.infer<typeof retentionPreviewSchema>;

export interface RetentionAnswer {
  rules: RetentionRules;
  /** What each rule would remove now at its saved days. */
  preview: RetentionCounts;
  lastRun: { at: string; counts: RetentionCounts } | null;
}

/** The public list the privacy policy reads (/api/retention). */
export interface PublicRetention {
  rules: RetentionRules;
}

export const emptyRetentionCounts = (): RetentionCounts => ({ registrations: 0, rejectedApplications: 0, archivedMessages: 0, mailBodies: 0, pageViewSessions: 0, activityLog: 0, files: 0 });

/** What "Run now" answers: what the run removed, files storage refused (kept for the next run), and whether another process was running it. */
export interface RetentionRunAnswer {
  counts: RetentionCounts;
  filesLeft: number;
  busy: boolean;
}
