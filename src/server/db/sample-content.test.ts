import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as sample from "./sample-content.ts";
import { normaliseFormField, type StoredFormField } from "../../shared/registration-form-fields.ts";

/** Every string in the sample content that names a site image, such as "/images/sample/x.webp". */
function imagePaths(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith("/images/") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (value && typeof value === "object") return Object.values(value).flatMap(imagePaths);
  return [];
}

describe("the sample content's images", () => {
  const paths = [...new Set(imagePaths(Object.values(sample)))];

  it("are files the site serves, so no sample row shows a broken image", () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const url of paths) expect(existsSync(path.join("public", url)), url).toBe(true);
  });

  it("are WebP, which the browser decodes off the main thread (decision 060)", () => {
    for (const url of paths) {
      expect(url, url).toMatch(/\.webp$/);
      const bytes = readFileSync(path.join("public", url));
      expect(bytes.subarray(0, 4).toString("latin1") + bytes.subarray(8, 12).toString("latin1"), url).toBe("RIFFWEBP");
    }
  });
});

// Every text an editor writes has its Bangla twin in the sample content, so the Bangla
// pages show Bangla with it; names (people, organisations, institutions, journals, authors) have none.
const bangla = /[\u0980-\u09FF]/;

type Row = Record<string, unknown>;
const rowTwins: [string, Row[], string[]][] = [
  ["team members", sample.sampleTeamMembers, ["roleTitle"]],
  ["executive members", sample.sampleExecutiveMembers, ["title"]],
  ["sub-executive members", sample.sampleSubExecutiveMembers, ["title"]],
  ["alumni", sample.sampleAlumniMembers, ["jobTitle"]],
  ["event categories", sample.sampleEventCategories, ["name", "description"]],
  ["events", sample.sampleEvents, ["title", "description", "location"]],
  ["projects", sample.sampleProjects, ["title", "description", "lead", "duration", "funding"]],
  ["publications", sample.samplePublications, ["title", "abstract"]],
  ["club partners", sample.sampleClubPartners, ["roleTitle", "bio"]],
];

describe("the sample content in Bangla", () => {
  it.each(rowTwins)("gives every text of the %s a Bangla twin, and nothing else", (_list, rows, fields) => {
    for (const row of rows) {
      for (const field of fields) {
        const english = row[field];
        const twin = row[`${field}Bn`];
        if (typeof english !== "string") expect(twin, `${field}Bn of ${JSON.stringify(row)}`).toBeUndefined();
        else expect(twin, `${field}Bn of "${english}"`).toMatch(bangla);
      }
      for (const key of Object.keys(row).filter((k) => k.endsWith("Bn"))) expect(fields, key).toContain(key.slice(0, -2));
    }
  });

  it("gives every registration form field a Bangla label, placeholder and options that pair one for one with the English", () => {
    // Nothing to translate: an e-mail address, a mobile number pattern and T-shirt sizes read the same in Bangla.
    const untranslated = new Set(["you@example.com", "01XXXXXXXXX"]);
    const sizes = /^X*[SML]$/;
    const fields = sample.sampleEventRegistrationForms.flatMap((form) => form.formFields as StoredFormField[]);
    expect(fields.length).toBeGreaterThan(50);
    for (const raw of fields) {
      const field = normaliseFormField(raw, 0);
      expect(field.labelBn, field.label).toMatch(bangla);
      if (raw.placeholder && !untranslated.has(raw.placeholder)) expect(field.placeholderBn, raw.placeholder).toMatch(bangla);
      else expect(raw.placeholderBn, field.label).toBeUndefined();
      if (field.options.length === 0 || field.options.every((o) => sizes.test(o))) {
        expect(raw.optionsBn, field.label).toBeUndefined();
        continue;
      }
      // Normalising keeps Bangla options only when they pair one for one with the English ones.
      expect(field.optionsBn, field.label).toHaveLength(field.options.length);
      expect(new Set(field.optionsBn).size, field.label).toBe(field.options.length);
      expect(field.optionsBn!.filter((o) => bangla.test(o)).length, field.label).toBeGreaterThan(0);
    }
  });
});

// The pages beneath Events, Projects and Publications show the club's rows, and the
// sample content fills each on a fresh install.
describe("the sample content fills every page of one kind of row", () => {
  const shown = <T extends { active?: boolean | null }>(rows: T[]) => rows.filter((row) => row.active !== false);

  it("has shown workshops, and shown events with an album (Past Events)", () => {
    expect(shown(sample.sampleEvents).filter((event) => event.kind === "workshop").length).toBeGreaterThanOrEqual(2);
    expect(shown(sample.sampleEvents).filter((event) => event.photosUrl).length).toBeGreaterThanOrEqual(2);
  });

  it.each(["research", "student", "completed"])("has shown %s projects", (kind) => {
    expect(shown(sample.sampleProjects).filter((project) => project.kind === kind).length).toBeGreaterThanOrEqual(2);
  });

  it.each(["research_paper", "journal_article", "conference_paper"])("has shown publications of type %s", (type) => {
    expect(shown(sample.samplePublications).filter((publication) => publication.type === type).length).toBeGreaterThanOrEqual(1);
  });
});
