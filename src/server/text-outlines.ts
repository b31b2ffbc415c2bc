import { createRequire } from "node:module";
import * as fontkit from "fontkit";

// Text on a drawn picture (an event's link-preview card, a certificate) is drawn as outlines taken
// from font files that ship with the project's npm packages (@fontsource), shaped by fontkit
// (Bangla conjuncts included), so the picture is the same on a server with no fonts installed at
// all: nothing is left to the system's fontconfig.

export type Weight = 400 | 600 | 800;

const require = createRequire(import.meta.url);

/** The files tried for each character, in order: Latin, Latin Extended, Bengali. */
function fontFiles(weight: Weight): string[] {
  return [
    `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff2`,
    `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff2`,
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
  ];
}

const loaded = new Map<Weight, fontkit.Font[]>();

function fontsOf(weight: Weight): fontkit.Font[] {
  let fonts = loaded.get(weight);
  if (!fonts) {
    fonts = fontFiles(weight).map((file) => {
      const font = fontkit.openSync(require.resolve(file));
      if (!("layout" in font)) throw new Error(`${file} is a font collection`);
      return font;
    });
    loaded.set(weight, fonts);
  }
  return fonts;
}

export interface TextStyle {
  weight: Weight;
  /** Pixels per em. */
  size: number;
}

/** A piece of text in one font, shaped: its glyphs' outlines and its width in pixels. */
interface ShapedRun {
  font: fontkit.Font;
  glyphs: fontkit.Glyph[];
  positions: fontkit.GlyphPosition[];
  width: number;
}

export interface ShapedText {
  text: string;
  runs: ShapedRun[];
  width: number;
}

/**
 * Splits the text into runs of one font each: a character stays in the current run's font when that
 * font has it (spaces and punctuation between Bangla words), else takes the first font that has it.
 * A character no font has is drawn with the first font's missing-glyph box.
 */
function fontRuns(text: string, fonts: fontkit.Font[]): { font: fontkit.Font; text: string }[] {
  const runs: { font: fontkit.Font; text: string }[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    // Joiners and combining marks belong to the character before them, whatever the font.
    const joins = /[\u200c\u200d\p{M}]/u.test(character);
    if (current && (joins || current.font.hasGlyphForCodePoint(code))) {
      current.text += character;
      continue;
    }
    const font = fonts.find((candidate) => candidate.hasGlyphForCodePoint(code)) ?? fonts[0]!;
    if (current && current.font === font) current.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

/**
 * fontkit keeps one Glyph object per glyph id with the code points it was first asked for; its Indic
 * shaper asks for some glyphs by id alone (no code points), and a later `layout` that finds such a
 * glyph through the character map then reads no code point, classes the letter as nothing, and
 * breaks the syllable (a dotted circle before "ি" in "বিশ্বাস" once "করে" was shaped). The cache is
 * emptied before each layout; the glyphs' outlines stay cached in the font's decoded tables.
 */
function layoutFresh(font: fontkit.Font, text: string): fontkit.GlyphRun {
  (font as fontkit.Font & { _glyphs: Record<number, unknown> })._glyphs = {};
  return font.layout(text);
}

export function shapeText(text: string, style: TextStyle): ShapedText {
  const runs = fontRuns(text, fontsOf(style.weight)).map(({ font, text: runText }): ShapedRun => {
    const shaped = layoutFresh(font, runText);
    const scale = style.size / font.unitsPerEm;
    return { font, glyphs: shaped.glyphs, positions: shaped.positions, width: shaped.advanceWidth * scale };
  });
  return { text, runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

const ellipsis = "\u2026";

/** Grapheme clusters, so a cut never splits a Bangla syllable or an accented letter. */
const graphemes = (text: string) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].map((part) => part.segment);

/** The longest start of `text` that fits `maxWidth` with an ellipsis after it, cut at a word where one fits. */
function cutWithEllipsis(text: string, style: TextStyle, maxWidth: number): string {
  const words = text.split(" ");
  for (let count = words.length; count > 1; count--) {
    const candidate = `${words.slice(0, count).join(" ").replace(/[\s,.;:\-–—]+$/u, "")}${ellipsis}`;
    if (shapeText(candidate, style).width <= maxWidth) return candidate;
  }
  const parts = graphemes(text);
  for (let count = parts.length; count > 0; count--) {
    const candidate = `${parts.slice(0, count).join("").trimEnd()}${ellipsis}`;
    if (shapeText(candidate, style).width <= maxWidth) return candidate;
  }
  return ellipsis;
}

/** Breaks a word wider than the line into pieces that fit, at grapheme boundaries. */
function splitLongWord(word: string, style: TextStyle, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const part of graphemes(word)) {
    if (piece && shapeText(piece + part, style).width > maxWidth) {
      pieces.push(piece);
      piece = part;
    } else piece += part;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * The text wrapped at spaces into lines at most `maxWidth` wide; past `maxLines`, the last line kept
 * ends with an ellipsis. `truncated` says whether anything was left out.
 */
export function wrapText(text: string, style: TextStyle, maxWidth: number, maxLines: number): { lines: string[]; truncated: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean).flatMap((word) => (shapeText(word, style).width > maxWidth ? splitLongWord(word, style, maxWidth) : [word]));
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && shapeText(next, style).width > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = cutWithEllipsis(`${kept[maxLines - 1]} ${lines[maxLines]}`, style, maxWidth);
  return { lines: kept, truncated: true };
}

/** One line, cut with an ellipsis when it is wider than `maxWidth`. */
export function fitLine(text: string, style: TextStyle, maxWidth: number): string {
  const clean = text.trim().replace(/\s+/g, " ");
  return shapeText(clean, style).width <= maxWidth ? clean : cutWithEllipsis(clean, style, maxWidth);
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The text as SVG outlines, its baseline's left end at (x, y): one path per glyph in font units
 * under a transform per run, which keeps the numbers short.
 */
export function textOutlines(text: string, style: TextStyle, x: number, y: number, fill: string): string {
  const shaped = shapeText(text, style);
  let penX = x;
  const groups: string[] = [];
  for (const run of shaped.runs) {
    const scale = style.size / run.font.unitsPerEm;
    let advance = 0;
    const paths: string[] = [];
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index]!;
      const d = glyph.path.toSVG();
      if (d) paths.push(`<path transform="translate(${advance + position.xOffset} ${position.yOffset})" d="${d}"/>`);
      advance += position.xAdvance;
    });
    groups.push(`<g transform="translate(${round(penX)} ${round(y)}) scale(${round(scale * 1e4) / 1e4} ${-round(scale * 1e4) / 1e4})">${paths.join("")}</g>`);
    penX += run.width;
  }
  return `<g fill="${fill}">${groups.join("")}</g>`;
}
