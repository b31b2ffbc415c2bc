import { deflateSync } from "node:zlib";
import { encodeQR } from "@paulmillr/qr";
import type * as fontkit from "fontkit";
import { PDFDocument, type PDFImage, type PDFPage } from "pdf-lib";
import { dhakaDayAndTime } from "#shared/club-time.ts";
import type { CertificateDesign, CertificateKind } from "./contract.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { siteConfig } from "#shared/site-config.ts";
import { fitLine, shapeText, wrapText, type TextStyle } from "#server/text-outlines.ts";

// A certificate is an A4 landscape PDF drawn with pdf-lib. Every letter is an
// outline from the @fontsource Noto fonts, shaped by fontkit as the event cards are (Bangla conjuncts
// and vowel signs included), written straight into the page's content stream in font units under one
// transform per run: no font is embedded, so a PDF is a few kilobytes besides its pictures.

export const pageWidth = 841.89;
export const pageHeight = 595.28;

export interface CertificateContent {
  code: string;
  name: string;
  eventTitle: string;
  eventStartsAt: Date;
  category: string | null;
  kind: CertificateKind;
  award: string | null;
}

/** Pictures as JPEG bytes (uploads are made JPEG on white when stored); missing ones are left out. */
export interface CertificatePictures {
  logo: Buffer | null;
  signatures: (Buffer | null)[];
}

const colours = {
  navy: [0.047, 0.137, 0.329],
  blue: [0.184, 0.388, 0.839],
  teal: [0.043, 0.478, 0.435],
  gold: [0.976, 0.749, 0.231],
  ink: [0.067, 0.094, 0.153],
  grey: [0.294, 0.333, 0.388],
  orbit: [0.518, 0.671, 0.969],
} as const satisfies Record<string, readonly [number, number, number]>;
type Colour = (typeof colours)[keyof typeof colours];

const bengali = /[\u0980-\u09ff]/;

/** A certificate is Bangla when its organiser wrote its title or text in Bangla: its date and the club's name follow. */
export function designLang(design: Pick<CertificateDesign, "title" | "body">): "en" | "bn" {
  return bengali.test(design.title) || bengali.test(design.body) ? "bn" : "en";
}

const banglaDate = new Intl.DateTimeFormat("bn-BD", { timeZone: "Asia/Dhaka", day: "numeric", month: "long", year: "numeric" });

/** The event's day in Dhaka: "13 December 2026" or "১৩ ডিসেম্বর, ২০২৬". */
export function certificateDate(startsAt: Date, lang: "en" | "bn"): string {
  return lang === "bn" ? banglaDate.format(startsAt) : dhakaDayAndTime(startsAt)[0].replace(/^[A-Za-z]+, /, "");
}

/** The design's text for one person: each placeholder replaced, lines left empty by it dropped. */
export function fillText(template: string, content: CertificateContent, lang: "en" | "bn"): string[] {
  const values: Record<string, string> = {
    "{name}": content.name,
    "{event}": content.eventTitle,
    "{date}": certificateDate(content.eventStartsAt, lang),
    "{category}": content.category ?? "",
    "{award}": content.award ?? "",
  };
  return template
    .split(/\r?\n/)
    .map((line) => line.replace(/\{(name|event|date|category|award)\}/g, (found) => values[found] ?? found).replace(/\s+/g, " ").replace(/^[\s,.;:]+|[\s,;:]+$/g, "").replace(/,\s*\./g, "."))
    .filter((line) => line !== "");
}

const shapedCache = new Map<string, ReturnType<typeof shapeText>>();

/** Shaping is most of a certificate's time, and most of its lines (the club, the title, the event) are the same on every one. */
function shaped(text: string, style: TextStyle): ReturnType<typeof shapeText> {
  const key = `${style.weight}:${style.size}:${text}`;
  let found = shapedCache.get(key);
  if (!found) {
    if (shapedCache.size >= 2000) shapedCache.clear();
    found = shapeText(text, style);
    shapedCache.set(key, found);
  }
  return found;
}

const n = (value: number) => String(Math.round(value * 100) / 100);

/**
 * One glyph's outline as path operators, moved by (dx, dy) font units. TrueType outlines are quadratic,
 * which PDF lacks: each becomes the cubic through the same points.
 */
function glyphPath(glyph: fontkit.Glyph): string {
  const dx = 0;
  const dy = 0;
  const n = Math.round;
  let out = "";
  let x = 0;
  let y = 0;
  for (const { command, args } of glyph.path.commands) {
    const a = args as number[];
    switch (command) {
      case "moveTo":
        x = a[0]! + dx;
        y = a[1]! + dy;
        out += `${n(x)} ${n(y)} m `;
        break;
      case "lineTo":
        x = a[0]! + dx;
        y = a[1]! + dy;
        out += `${n(x)} ${n(y)} l `;
        break;
      case "quadraticCurveTo": {
        const qx = a[0]! + dx;
        const qy = a[1]! + dy;
        const ex = a[2]! + dx;
        const ey = a[3]! + dy;
        out += `${n(x + ((qx - x) * 2) / 3)} ${n(y + ((qy - y) * 2) / 3)} ${n(ex + ((qx - ex) * 2) / 3)} ${n(ey + ((qy - ey) * 2) / 3)} ${n(ex)} ${n(ey)} c `;
        x = ex;
        y = ey;
        break;
      }
      case "bezierCurveTo":
        x = a[4]! + dx;
        y = a[5]! + dy;
        out += `${n(a[0]! + dx)} ${n(a[1]! + dy)} ${n(a[2]! + dx)} ${n(a[3]! + dy)} ${n(x)} ${n(y)} c `;
        break;
      case "closePath":
        out += "h ";
        break;
    }
  }
  return out;
}

/** A compressed stream, by Node's own zlib (pdf-lib's JavaScript deflate took most of a certificate's time). */
function flateStream(doc: PDFDocument, text: string, dict: Record<string, unknown>) {
  return doc.context.stream(deflateSync(Buffer.from(text, "latin1")), { ...dict, Filter: "FlateDecode" } as never);
}

/** A number per font file: the Latin and Latin Extended files share a PostScript name but not their glyph ids. */
const fontIds = new WeakMap<fontkit.Font, number>();
function fontId(font: fontkit.Font): number {
  let id = fontIds.get(font);
  if (id === undefined) fontIds.set(font, (id = nextFontId++));
  return id;
}
let nextFontId = 0;

/** Each glyph's form, compressed once per process: the same letters come back on every certificate. */
const glyphForms = new Map<string, { bytes: Buffer; dict: Record<string, unknown> } | null>();

function glyphForm(key: string, glyph: fontkit.Glyph) {
  if (!glyphForms.has(key)) {
    const path = glyphPath(glyph);
    const box = glyph.path.cbox;
    glyphForms.set(
      key,
      path
        ? {
            bytes: deflateSync(Buffer.from(`${path}f`, "latin1")),
            dict: { Type: "XObject", Subtype: "Form", BBox: [Math.floor(box.minX), Math.floor(box.minY), Math.ceil(box.maxX), Math.ceil(box.maxY)], Filter: "FlateDecode" },
          }
        : null,
    );
  }
  return glyphForms.get(key)!;
}

/**
 * Draws each glyph once per document, as a form in font units that every use of it places: a name
 * repeats its letters, and the club's name and the text repeat them again.
 */
class GlyphForms {
  private readonly names = new Map<string, string>();
  constructor(
    private readonly doc: PDFDocument,
    private readonly page: PDFPage,
  ) {}

  nameOf(font: fontkit.Font, glyph: fontkit.Glyph): string | null {
    const key = `${fontId(font)}:${glyph.id}`;
    let name = this.names.get(key);
    if (name === undefined) {
      const form = glyphForm(key, glyph);
      name = form ? this.page.node.newXObject("G", this.doc.context.register(this.doc.context.stream(form.bytes, form.dict as never))).asString() : "";
      this.names.set(key, name);
    }
    return name || null;
  }

  /** A shaped line's operators, its baseline's left end at (x, y) in points. */
  line(text: string, style: TextStyle, x: number, y: number, colour: Colour): string {
    let penX = x;
    let out = `${colour.map(n).join(" ")} rg `;
    for (const run of shaped(text, style).runs) {
      const scale = style.size / run.font.unitsPerEm;
      const s = Math.round(scale * 1e6) / 1e6;
      let advance = 0;
      run.glyphs.forEach((glyph, index) => {
        const position = run.positions[index]!;
        const name = this.nameOf(run.font, glyph);
        if (name) out += `q ${s} 0 0 ${s} ${n(penX + (advance + position.xOffset) * scale)} ${n(y + position.yOffset * scale)} cm ${name} Do Q `;
        advance += position.xAdvance;
      });
      penX += run.width;
    }
    return out;
  }

  /** A line centred on `centre`. */
  centred(text: string, style: TextStyle, centre: number, y: number, colour: Colour): string {
    return this.line(text, style, centre - shaped(text, style).width / 2, y, colour);
  }
}

function rect(x: number, y: number, w: number, h: number, colour: Colour): string {
  return `${colour.map(n).join(" ")} rg ${n(x)} ${n(y)} ${n(w)} ${n(h)} re f `;
}

/** An ellipse's path, centred on the origin of the current transform. */
function ellipsePath(rx: number, ry: number): string {
  const k = 0.5523;
  return (
    `${n(rx)} 0 m ${n(rx)} ${n(ry * k)} ${n(rx * k)} ${n(ry)} 0 ${n(ry)} c ${n(-rx * k)} ${n(ry)} ${n(-rx)} ${n(ry * k)} ${n(-rx)} 0 c ` +
    `${n(-rx)} ${n(-ry * k)} ${n(-rx * k)} ${n(-ry)} 0 ${n(-ry)} c ${n(rx * k)} ${n(-ry)} ${n(rx)} ${n(-ry * k)} ${n(rx)} 0 c h `
  );
}

/** The club's atom (public/favicon.svg), the logo when the organiser uploaded none. */
function atom(cx: number, cy: number, r: number): string {
  let out = `q 1 0 0 1 ${n(cx)} ${n(cy)} cm ${colours.navy.map(n).join(" ")} rg ${ellipsePath(r, r)}f `;
  out += `${colours.orbit.map(n).join(" ")} RG ${n(r * 0.095)} w `;
  for (const angle of [0, 60, 120]) {
    const rad = (angle * Math.PI) / 180;
    out += `q ${n(Math.cos(rad))} ${n(Math.sin(rad))} ${n(-Math.sin(rad))} ${n(Math.cos(rad))} 0 0 cm ${ellipsePath(r * 0.74, r * 0.28)}S Q `;
  }
  return `${out}${colours.gold.map(n).join(" ")} rg ${ellipsePath(r * 0.2, r * 0.2)}f Q `;
}

/** The QR code of the check page's address, `size` points wide with its quiet zone, its lower left at (x, y). */
function qrOperators(url: string, x: number, y: number, size: number): string {
  const rows = encodeQR(url, "raw", { ecc: "medium", border: 2 });
  const module = size / rows.length;
  let out = `1 1 1 rg ${n(x)} ${n(y)} ${n(size)} ${n(size)} re f 0 0 0 rg `;
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; ) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      let run = 1;
      while (row[c + run]) run += 1;
      out += `${n(x + c * module)} ${n(y + size - (r + 1) * module)} ${n(run * module)} ${n(module)} re `;
      c += run;
    }
  });
  return `${out}f `;
}

function drawImage(page: PDFPage, image: PDFImage, x: number, y: number, maxWidth: number, maxHeight: number, align: "centre" | "left" = "centre"): string {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const name = page.node.newXObject("Image", image.ref);
  const left = align === "centre" ? x - width / 2 : x;
  return `q ${n(width)} 0 0 ${n(height)} ${n(left)} ${n(y)} cm ${name.asString()} Do Q `;
}

const words = {
  en: { club: siteConfig.clubName, verify: "Check it at", codeLabel: "Certificate" },
  bn: { club: siteNamesBn.clubName, verify: "যাচাই করুন", codeLabel: "সনদ" },
} as const;

/** The certificate as PDF bytes. `checkUrl` is the public check page's address, which the QR code carries. */
export async function renderCertificatePdf(design: CertificateDesign, content: CertificateContent, pictures: CertificatePictures, checkUrl: string): Promise<Uint8Array> {
  const lang = designLang(design);
  const t = words[lang];
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${design.title}: ${content.name}`);
  doc.setCreator(t.club);
  doc.setProducer(t.club);
  const page = doc.addPage([pageWidth, pageHeight]);
  const glyphs = new GlyphForms(doc, page);
  const centre = pageWidth / 2;
  let ops = "";

  // The frame: a navy border, a gold line inside it and the club's three colours along the foot.
  ops += `${colours.navy.map(n).join(" ")} RG 4 w 20 20 ${n(pageWidth - 40)} ${n(pageHeight - 40)} re S `;
  ops += `${colours.gold.map(n).join(" ")} RG 1.2 w 30 30 ${n(pageWidth - 60)} ${n(pageHeight - 60)} re S `;
  const bar = (pageWidth - 40) / 3;
  ops += rect(20, 20, bar, 8, colours.blue) + rect(20 + bar, 20, bar, 8, colours.teal) + rect(20 + 2 * bar, 20, bar, 8, colours.gold);

  // The logo, the club's name, the title.
  let y = pageHeight - 60;
  if (pictures.logo) {
    const logo = await doc.embedJpg(pictures.logo);
    ops += drawImage(page, logo, centre, y - 58, 160, 58);
  } else ops += atom(centre, y - 29, 29);
  y -= 84;
  ops += glyphs.centred(t.club, { weight: 600, size: 14 }, centre, y, colours.grey);
  y -= 50;
  ops += glyphs.centred(design.title, { weight: 800, size: 38 }, centre, y, colours.navy);
  y -= 26;

  // The text, the person's name on a line of its own drawn large.
  const bodyStyle: TextStyle = { weight: 400, size: 16 };
  const nameStyle: TextStyle = { weight: 800, size: 34 };
  for (const line of design.body.split(/\r?\n/)) {
    const filled = fillText(line, content, lang)[0];
    if (filled === undefined) continue;
    if (line.trim() === "{name}") {
      y -= 48;
      ops += glyphs.centred(fitLine(filled, nameStyle, 660), nameStyle, centre, y, colours.blue);
      y -= 6;
    } else {
      for (const wrapped of wrapText(filled, bodyStyle, 600, 3).lines) {
        y -= 26;
        ops += glyphs.centred(wrapped, bodyStyle, centre, y, colours.ink);
      }
    }
    if (y < 190) break;
  }

  // Signatories along the foot, the QR code and the code at the right.
  const footY = 80;
  const slots = design.signatories.length === 2 ? [190, 420] : [250];
  for (const [index, signatory] of design.signatories.entries()) {
    const x = slots[index]!;
    const signature = pictures.signatures[index];
    if (signature) ops += drawImage(page, await doc.embedJpg(signature), x, footY + 12, 170, 52);
    ops += `${colours.grey.map(n).join(" ")} RG 0.8 w ${n(x - 90)} ${n(footY + 8)} m ${n(x + 90)} ${n(footY + 8)} l S `;
    ops += glyphs.centred(signatory.name, { weight: 600, size: 12 }, x, footY - 8, colours.ink);
    ops += glyphs.centred(signatory.role, { weight: 400, size: 10 }, x, footY - 22, colours.grey);
  }
  const qrSize = 92;
  const qrX = pageWidth - 60 - qrSize;
  ops += qrOperators(checkUrl, qrX, footY - 10, qrSize);
  ops += glyphs.centred(`${t.codeLabel} ${content.code}`, { weight: 600, size: 10 }, qrX + qrSize / 2, footY - 22, colours.ink);
  const shortUrl = checkUrl.replace(/^https?:\/\//, "");
  ops += glyphs.line(t.verify, { weight: 400, size: 8 }, qrX - 6 - shaped(t.verify, { weight: 400, size: 8 }).width, footY + 36, colours.grey);
  ops += glyphs.line(shortUrl, { weight: 400, size: 7 }, qrX + qrSize - shaped(shortUrl, { weight: 400, size: 7 }).width, footY - 33, colours.grey);

  const stream = flateStream(doc, ops, {});
  page.node.addContentStream(doc.context.register(stream));
  return doc.save({ useObjectStreams: true });
}
