/**
 * The versions of the privacy policy and the terms of services a submission accepts (
 * docs/decisions/123). Each version's id is the date it took effect, which is also the date its page
 * shows as "Last updated". The form sends the ids the page was built with; the server takes only the
 * current ones and stores them with the time of acceptance.
 *
 * `sourceHash` is the SHA-256 of the page text's source (src/web/content/privacy-policy.ts,
 * terms-of-services.ts; line endings as LF): src/web/content/legal-versions.test.ts fails when the text
 * changed and the hash did not, so a changed text cannot go out under the old id. After changing
 * a text: give it a new id (the date it takes effect), set its page's `lastUpdated` to that date,
 * and put the new hash the test prints here. A change to the source that leaves every text as it
 * was (a number written by another helper, shown equal for every value) keeps its id and takes the
 * new hash alone.
 *
 * The Bangla page (src/web/content/bn/privacy-policy.ts, terms-of-services.ts) is the same version's
 * translation, hashed as `sourceHashBn`: a change to either language's text is a
 * new version, and both texts are brought to it in the same change.
 */
export const legalVersions = {
  privacyPolicy: {
    id: "2026-11-30",
    sourceHash: "f2b9d85e610d3c8258fcc7557697490751bc3d0b1b7b3b49b3776c294bbda676",
    sourceHashBn: "6fc61bdbbf0d5b2fb6a602dca7b491994a553f4e60ba5f569bc8435c39a00459",
  },
  terms: {
    id: "2026-11-29",
    sourceHash: "205f7a390ba49c495a9319211fc5864c1f027d7e6981b86acb9f313be7223f2b",
    sourceHashBn: "f3bd4f23083040c34bb12d6ccb1137624ed647034e9131a4ea169424f4f3e723",
  },
} as const;

export type LegalDocumentKind = keyof typeof legalVersions;

/**
 * What submissions stored before versions were recorded hold (drizzle/0022): they accepted whatever
 * text was in effect then, which the site did not keep.
 */
export const versionBeforeRecording = "before-versions";

/** The refusals of a version that is not the current one: the page was opened before the text changed. */
export const legalVersionMessages: Record<LegalDocumentKind, string> = {
  privacyPolicy: "The privacy policy changed since this page was opened: reload it to read the new one.",
  terms: "The terms of services changed since this page was opened: reload it to read the new ones.",
};

/** Where a refusal of the versions points (the API's validation issue paths): the form shows its sentence. */
export const consentIssuePaths: readonly string[] = ["body.privacyPolicyVersion", "body.termsVersion"];

/** The versions as a submission carries them (the form sends the ids it was built with). */
export interface ConsentVersions {
  privacyPolicyVersion: string;
  termsVersion: string;
}

/** The current versions, to send with a submission. */
export const currentConsentVersions = {
  privacyPolicyVersion: legalVersions.privacyPolicy.id,
  termsVersion: legalVersions.terms.id,
} as const satisfies ConsentVersions;

/** A version id as the console shows it. */
export function versionLabel(id: string): string {
  return id === versionBeforeRecording ? "(before versions were recorded)" : id;
}
