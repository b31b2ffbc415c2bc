import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { privacyPolicy } from "./privacy-policy.ts";
import { termsOfServices } from "./terms-of-services.ts";
import type { LegalDocument } from "./legal.ts";
import { legalVersions, versionBeforeRecording, type LegalDocumentKind } from "../../shared/legal-versions.ts";

const documents: Record<LegalDocumentKind, { title: string; source: string; document: LegalDocument }> = {
  privacyPolicy: { title: "privacy policy", source: "src/web/content/privacy-policy.ts", document: privacyPolicy },
  terms: { title: "terms of services", source: "src/web/content/terms-of-services.ts", document: termsOfServices },
};

/** The SHA-256 of a page text's source, line endings as LF (a Windows checkout hashes the same). */
function sourceHash(source: string): string {
  const text = readFileSync(fileURLToPath(new URL(`../../../${source}`, import.meta.url)), "utf8").replaceAll("\r\n", "\n");
  return createHash("sha256").update(text).digest("hex");
}

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-11-26" as a page writes its date: "26 November 2026". */
function pageDate(id: string): string {
  const [year, month, day] = id.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

describe("legal versions", () => {
  it.each(Object.keys(documents) as LegalDocumentKind[])("%s: a changed text has a new version", (kind) => {
    const { title, source } = documents[kind];
    const hash = sourceHash(source);
    const version = legalVersions[kind];
    if (version.sourceHash !== hash) {
      expect.fail(
        `The ${title}'s text changed (${source}) but its version did not: bump the version. In src/shared/legal-versions.ts give ` +
          `legalVersions.${kind} a new id (the date the new text takes effect, YYYY-MM-DD), set the page's lastUpdated to that date, ` +
          `and set its sourceHash to "${hash}".`,
      );
    }
  });

  it.each(Object.keys(documents) as LegalDocumentKind[])("%s: the page's date is its version's", (kind) => {
    const { document } = documents[kind];
    expect(legalVersions[kind].id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(document.lastUpdated, `the page's "Last updated" must be the date of version ${legalVersions[kind].id}`).toBe(pageDate(legalVersions[kind].id));
  });

  it("keeps the id of what submissions accepted before versions were recorded apart from every real version", () => {
    expect(Object.values(legalVersions).map((v) => v.id)).not.toContain(versionBeforeRecording);
  });
});
