import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { privacyPolicy } from "./privacy-policy.ts";
import { termsOfServices } from "./terms-of-services.ts";
import { privacyPolicy as privacyPolicyBn } from "./bn/privacy-policy.ts";
import { termsOfServices as termsOfServicesBn } from "./bn/terms-of-services.ts";
import type { LegalDocument } from "./legal.ts";
import { legalVersions, versionBeforeRecording, type LegalDocumentKind } from "../../shared/legal-versions.ts";

// Each version covers the English text and its Bangla translation.
const documents: Record<LegalDocumentKind, { title: string; source: string; sourceBn: string; document: LegalDocument; documentBn: LegalDocument }> = {
  privacyPolicy: {
    title: "privacy policy",
    source: "src/web/content/privacy-policy.ts",
    sourceBn: "src/web/content/bn/privacy-policy.ts",
    document: privacyPolicy,
    documentBn: privacyPolicyBn,
  },
  terms: {
    title: "terms of services",
    source: "src/web/content/terms-of-services.ts",
    sourceBn: "src/web/content/bn/terms-of-services.ts",
    document: termsOfServices,
    documentBn: termsOfServicesBn,
  },
};

/** The SHA-256 of a page text's source, line endings as LF (a Windows checkout hashes the same). */
function sourceHash(source: string): string {
  const text = readFileSync(fileURLToPath(new URL(`../../../${source}`, import.meta.url)), "utf8").replaceAll("\r\n", "\n");
  return createHash("sha256").update(text).digest("hex");
}

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const monthsBn = ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"];
const bnDigits = (n: number) => String(n).replace(/\d/g, (d) => "০১২৩৪৫৬৭৮৯"[Number(d)] ?? d);

/** "2026-11-26" as a page writes its date: "26 November 2026", in Bangla "২৬ নভেম্বর ২০২৬". */
function pageDate(id: string, lang: "en" | "bn" = "en"): string {
  const [year = 0, month = 1, day = 0] = id.split("-").map(Number);
  return lang === "bn" ? `${bnDigits(day)} ${monthsBn[month - 1]} ${bnDigits(year)}` : `${day} ${months[month - 1]} ${year}`;
}

function bumpMessage(kind: LegalDocumentKind, source: string, hashKey: "sourceHash" | "sourceHashBn", hash: string): string {
  return (
    `The ${documents[kind].title}'s text changed (${source}) but its version did not: bump the version. In src/shared/legal-versions.ts give ` +
    `legalVersions.${kind} a new id (the date the new text takes effect, YYYY-MM-DD), bring the other language's text to the same version ` +
    `(docs/decisions/131), set both pages' lastUpdated to that date, and set its ${hashKey} to "${hash}" (and the other language's hash the test prints).`
  );
}

describe("legal versions", () => {
  it.each(Object.keys(documents) as LegalDocumentKind[])("%s: a changed text has a new version", (kind) => {
    const { source } = documents[kind];
    const hash = sourceHash(source);
    if (legalVersions[kind].sourceHash !== hash) expect.fail(bumpMessage(kind, source, "sourceHash", hash));
  });

  it.each(Object.keys(documents) as LegalDocumentKind[])("%s: a changed Bangla text has a new version", (kind) => {
    const { sourceBn } = documents[kind];
    const hash = sourceHash(sourceBn);
    if (legalVersions[kind].sourceHashBn !== hash) expect.fail(bumpMessage(kind, sourceBn, "sourceHashBn", hash));
  });

  it.each(Object.keys(documents) as LegalDocumentKind[])("%s: the page's date is its version's, in both languages", (kind) => {
    const { document, documentBn } = documents[kind];
    expect(legalVersions[kind].id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(document.lastUpdated, `the page's "Last updated" must be the date of version ${legalVersions[kind].id}`).toBe(pageDate(legalVersions[kind].id));
    expect(documentBn.lastUpdated, `the Bangla page's date must be the date of version ${legalVersions[kind].id}`).toBe(pageDate(legalVersions[kind].id, "bn"));
  });

  it("translates every section of each text (the Bangla has the English's shape)", () => {
    for (const { document, documentBn } of Object.values(documents)) {
      const shape = (d: LegalDocument) =>
        d.sections.map((s) => [s.paragraphs?.length, s.groups?.map((g) => g.items.length), s.items?.length, s.closing?.length, s.contactDetails]);
      expect(shape(documentBn)).toEqual(shape(document));
    }
  });

  it("keeps the id of what submissions accepted before versions were recorded apart from every real version", () => {
    expect(Object.values(legalVersions).map((v) => v.id)).not.toContain(versionBeforeRecording);
  });
});
