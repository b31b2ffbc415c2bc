// An alumnus' career and class lines in Bangla, the twins of alumni-career.ts in a
// module of their own so English pages do not carry them. The job title is the editor's Bangla
// one where there is one (the caller chooses it, shared/in-language.ts); the company stays as entered.
import { banglaDigits } from "#shared/bangla-digits.ts";

/** A year in Bangla digits, never grouped: "২০১৯". */
export function banglaYearText(year: number): string {
  return banglaDigits(String(year));
}

/** "{job_title}, {company}" when both are set, whichever is set otherwise, nothing when neither is. */
export function alumniCareerLineBn(jobTitle: string | null, company: string | null): string | null {
  const job = jobTitle?.trim() || null;
  const employer = company?.trim() || null;
  if (job && employer) return `${job}, ${employer}`;
  return job ?? employer;
}

/** "{graduation_year} সালের ব্যাচ", only when the year is known. */
export function alumniClassLineBn(graduationYear: number | null): string | null {
  return graduationYear === null ? null : `${banglaYearText(graduationYear)} সালের ব্যাচ`;
}
