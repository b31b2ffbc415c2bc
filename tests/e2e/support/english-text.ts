// Finds English on a Bangla page (issue 32): the strings of the English catalog, and any Latin word of
// four letters or more, outside a short allow-list of names and addresses. Used by
// tests/e2e/bangla-pages.test.ts; pure functions, no browser.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { departments } from "../../../src/shared/departments.ts";
import { siteConfig } from "../../../src/shared/site-config.ts";

const contentDir = path.resolve("src/web/content");

/** Every module of the English catalog: src/web/content/**\/*.ts except the Bangla ones (bn/) and tests. */
export function englishCatalogFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const absolute = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (absolute !== path.join(contentDir, "bn")) walk(absolute);
      } else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".d.ts")) {
        files.push(absolute);
      }
    }
  };
  walk(contentDir);
  return files.sort();
}

/** Every string value of a module's exports, however deep (functions are skipped: their output is caught by the Latin-word check). */
export function stringValues(value: unknown, found: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === "string") found.push(value);
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) stringValues(item, found, seen);
  }
  return found;
}

/**
 * Whether a catalog string is words a visitor reads, not a path, address, icon name, key or number:
 * it has a run of two Latin letters and is not a path or URL, and not a lone lowercase token
 * ("calendar-days", "bkash") or identifier ("teamMembers").
 */
export function isWords(text: string): boolean {
  const trimmed = text.trim();
  if (!/[A-Za-z]{2}/.test(trimmed)) return false;
  if (/^(\/|#|https?:|mailto:|tel:|\.\/)/.test(trimmed)) return false;
  if (/^[a-z0-9]+([-_.:][a-z0-9]+)*$/.test(trimmed)) return false;
  if (/^[a-z]+[A-Z][A-Za-z0-9]*$/.test(trimmed)) return false;
  return true;
}

/**
 * The pieces of a catalog string to look for on a page: a message with `{name}` placeholders (or a
 * template's varying parts) is looked for by its fixed parts, each of at least four letters.
 */
export function searchablePieces(text: string): string[] {
  return text
    .split(/\{[^}]*\}|\n+/)
    .map((piece) => piece.replace(/\s+/g, " ").trim())
    .filter((piece) => (piece.match(/[A-Za-z]/g)?.length ?? 0) >= 4);
}

/** The English catalog: every string of its modules that is words, and the departments' English names, without repeats. */
export async function loadEnglishCatalog(): Promise<string[]> {
  const strings = new Set<string>();
  for (const file of englishCatalogFiles()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const text of stringValues(Object.values(module))) if (isWords(text)) strings.add(text);
  }
  for (const department of departments) strings.add(department.name);
  return [...strings];
}

/**
 * What may stay in Latin letters on a Bangla page, and why. Kept short: everything else a visitor
 * reads is in the Bangla catalog, or is an editor's text, which the test takes from the page's own
 * lists (a Bangla page shows the English where the editor wrote no Bangla, decision 129; names stay
 * as entered).
 */
export const latinAllowList: readonly { text: string; why: string }[] = [
  { text: siteConfig.contact.email, why: "the club's e-mail address" },
  { text: siteConfig.contact.phone, why: "the club's phone number" },
  { text: siteConfig.contact.address, why: "the club's postal address, as the post office writes it" },
  { text: "English", why: "the language switch names each language in itself (glossary)" },
  ...["Facebook", "Instagram", "LinkedIn", "YouTube"].map((text) => ({ text, why: "a social network's name, a brand" })),
  ...siteConfig.membership.wallets.flatMap((wallet) => [
    { text: wallet.name, why: "a mobile wallet's name, a brand" },
    { text: wallet.number, why: "a wallet's number" },
  ]),
  { text: "DOI", why: "a publication's identifier scheme, international" },
  { text: "PDF", why: "a file format, international" },
  { text: "QR", why: "a QR code, international" },
  ...["JPEG", "PNG", "WebP"].map((text) => ({ text, why: "a picture's file format, named as every program names it" })),
  { text: "YYYY", why: "the date pattern the field's format hint shows, as the browser's date input writes it" },
  { text: "https://", why: "how a web address starts: the photo link's placeholder and its rule show it" },
  { text: "multipart/form-data", why: "a request's technical format, named in the server's answer to a broken upload" },
  ...["GitHub", "Twitter"].map((text) => ({ text, why: "a site's name, a brand (a member's profile link)" })),
];

/** Every key of every object in `value`, however deep: a string equal to one is a reference to a key (a status), not words. */
export function objectKeys(value: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    if (!Array.isArray(value)) for (const key of Object.keys(value)) found.add(key);
    for (const item of Object.values(value)) objectKeys(item, found, seen);
  }
  return found;
}

export interface EnglishFound {
  /** Strings of the English catalog found (the whole string, as the catalog has it). */
  catalog: string[];
  /** Latin words of four letters or more found outside the allow-list and the editors' texts. */
  words: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The English in a page's text. `editorTexts` are the values of the lists the page shows (titles,
 * names, places), removed first where they appear whole, except those that are themselves catalog
 * strings (a department's name has a Bangla name to show).
 */
export function findEnglish(pageText: string, catalog: readonly string[], editorTexts: readonly string[] = []): EnglishFound {
  const catalogSet = new Set(catalog);
  const exempt = [...latinAllowList.map((entry) => entry.text), ...editorTexts.filter((text) => !catalogSet.has(text) && /[A-Za-z]/.test(text))]
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter((text) => text.length > 0)
    .sort((a, b) => b.length - a.length);
  let text = pageText.replace(/\s+/g, " ");
  // Whole texts only: a short value ("ity", a roll number) must not cut a word of the page in two.
  for (const allowed of exempt) text = text.replace(new RegExp(`(?<![A-Za-z])${escapeRegExp(allowed)}(?![A-Za-z])`, "g"), " ¦ ");

  const found = new Set<string>();
  for (const entry of catalog) {
    for (const piece of searchablePieces(entry)) {
      if (new RegExp(`(?<![A-Za-z])${escapeRegExp(piece)}(?![A-Za-z])`).test(text)) {
        found.add(entry);
        break;
      }
    }
  }
  const words = new Set(text.match(/(?<![A-Za-z])[A-Za-z]{4,}(?![A-Za-z])/g) ?? []);
  return { catalog: [...found].sort(), words: [...words].sort() };
}
