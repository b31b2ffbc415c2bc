import { versionLabel } from "../legal-versions.ts";

/** Which privacy policy and terms a submission accepted, and when; all null for a row inserted by hand. */
export interface ConsentRecord {
  privacyPolicyVersion: string | null;
  termsVersion: string | null;
  /** ISO time. */
  consentAt: string | null;
}

/**
 * "Accepted privacy policy 2026-11-26 and terms 2026-11-22 at 26 Nov 2026, 15:30", the time as
 * `formatTime` writes it (the console's Dhaka time); what a row inserted by hand says instead.
 */
export function consentText(record: ConsentRecord, formatTime: (iso: string) => string): string {
  if (!record.consentAt || !record.privacyPolicyVersion || !record.termsVersion) return "No acceptance recorded (not sent from the site's form)";
  return `Accepted privacy policy ${versionLabel(record.privacyPolicyVersion)} and terms ${versionLabel(record.termsVersion)} at ${formatTime(record.consentAt)}`;
}
