import type { Result } from "lighthouse";

/**
 * The scored audits of a Lighthouse result that could not run (their score null, counted as 0 in
 * their category), with Lighthouse's reason for each. A lost trace (`NO_NAVSTART`) shows either as
 * the result's runtime error or as these, Performance and Best Practices at 0 beside Accessibility and
 * SEO at 100: either way a failed measurement, to be measured again, not a score of the page.
 */
export function auditsThatCouldNotRun(lhr: Pick<Result, "categories" | "audits">): string[] {
  return Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((audit) => audit?.scoreDisplayMode === "error")
    .map((audit) => `${audit?.id} (${audit?.errorMessage ?? "no reason given"})`);
}
