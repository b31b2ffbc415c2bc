// Finds English on a Bangla page: the strings of the English catalog, and any run of Latin
// letters or digits, outside a short allow-list of names and addresses. Used by
// tests/e2e/bangla-pages.test.ts; pure functions, no browser.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { departments } from "#shared/departments.ts";

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
 * What may stay in Latin letters or digits on a Bangla page, and why: names, web addresses and e-mail
 * addresses. Kept short: everything else a visitor reads is in the Bangla catalog, or is an
 * editor's text, which the test takes from the page's own lists (a Bangla page shows the English where
 * the editor wrote no Bangla, decision 129; names stay as entered). Numbers, the club's address and
 * phone, the wallets and times are Bangla on a Bangla page.
 *
 * To let a page show something new in Latin letters, add an entry: `text` for an exact text (matched
 * whole, never inside a longer word), `pattern` for a family of texts (a kind of address); `routes`
 * limits it to the pages whose path starts with one of them (without it, every Bangla page).
 */
export type LatinAllowed = { why: string; routes?: readonly string[] } & ({ text: string } | { pattern: RegExp });

export const latinAllowList: readonly LatinAllowed[] = [
  { pattern: /\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/, why: "an e-mail address (the club's, or one a visitor typed)" },
  { pattern: /\bhttps?:\/\/[^\s"'<>]*/, why: "a web address, or how one starts (the photo link's placeholder and its rule show it)" },
  { text: "English", why: "the language switch names each language in itself (glossary)" },
  ...["Facebook", "Instagram", "LinkedIn", "YouTube"].map((text) => ({ text, why: "a social network's name, a brand" })),
  { text: "DOI", why: "a publication's identifier scheme, international" },
  { text: "PDF", why: "a file format, international" },
  { text: "QR", why: "a QR code, international" },
  ...["JPEG", "PNG", "WebP", "GIF"].map((text) => ({ text, why: "a picture's file format, named as every program names it" })),
  { pattern: /\.ics\b/, why: "a calendar file's format (the download link's context), named as every program names it" },
  ...["YYYY", "MM", "DD", "HH"].map((text) => ({ text, why: "the date and time pattern a field's format hint shows, as the browser's inputs write it" })),
  { pattern: /\balt\+T\b/, why: "the notifications' keyboard shortcut, named as the keys are labelled (the region's aria-label)" },
  { text: "PID", why: "a technical term the sample robotics workshop's Bangla description keeps (PID control)", routes: ["/bn/events"] },
  { text: "multipart/form-data", why: "a request's technical format, named in the server's answer to a broken upload" },
  ...["GitHub", "Twitter"].map((text) => ({ text, why: "a site's name, a brand (a member's profile link)" })),
  { pattern: /\bGSC-[0-9A-Z]{4}-[0-9A-Z]{2}\b/, why: "a reference number, typed and quoted exactly as issued (and its example)" },
  { pattern: /(?<![A-Za-z0-9])(AB|A|B|O)[+-](?![A-Za-z0-9])/, why: "a blood group, written so in Bangla too", routes: ["/bn/join-us"] },
];

/** The allow-list's entries that hold on the page at `route` (without a route, those that hold on every page). */
export function allowedOn(route?: string, list: readonly LatinAllowed[] = latinAllowList): LatinAllowed[] {
  return list.filter((entry) => !entry.routes || (route !== undefined && entry.routes.some((start) => route === start || route.startsWith(`${start}/`))));
}

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
  /** Runs of Latin letters or digits ("Join", "2026", "01712") found outside the allow-list and the editors' texts. */
  words: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The English in a page's text. `editorTexts` are the values of the lists the page shows (titles,
 * names, places), removed first where they appear whole, except those that are themselves catalog
 * strings (a department's name has a Bangla name to show). `allowed` is the allow-list for the page
 * (`allowedOn(route)`).
 */
export function findEnglish(pageText: string, catalog: readonly string[], editorTexts: readonly string[] = [], allowed: readonly LatinAllowed[] = allowedOn()): EnglishFound {
  const catalogSet = new Set(catalog);
  const exempt = [
    ...allowed.flatMap((entry) => ("text" in entry ? [entry.text] : [])),
    ...editorTexts.filter((text) => !catalogSet.has(text) && /[A-Za-z0-9]/.test(text)),
  ]
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter((text) => text.length > 0)
    .sort((a, b) => b.length - a.length);
  let text = pageText.replace(/\s+/g, " ");
  for (const entry of allowed) if ("pattern" in entry) text = text.replace(new RegExp(entry.pattern.source, "g"), " ¦ ");
  // Whole texts only: a short value ("ity", a roll number) must not cut a word of the page in two.
  for (const allowedText of exempt) text = text.replace(new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(allowedText)}(?![A-Za-z0-9])`, "g"), " ¦ ");

  const found = new Set<string>();
  for (const entry of catalog) {
    for (const piece of searchablePieces(entry)) {
      if (new RegExp(`(?<![A-Za-z])${escapeRegExp(piece)}(?![A-Za-z])`).test(text)) {
        found.add(entry);
        break;
      }
    }
  }
  const words = new Set(text.match(/[A-Za-z0-9]+/g) ?? []);
  return { catalog: [...found].sort(), words: [...words].sort() };
}
