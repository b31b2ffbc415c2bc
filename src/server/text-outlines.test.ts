import { describe, expect, it } from "vitest";
import { shapeText } from "./text-outlines.ts";

// Bangla shaped after other Bangla: fontkit's glyph cache once lost the code points of letters its
// Indic shaper had looked up by id, so a word shaped after "করে" came out as broken clusters, a
// dotted circle before each vowel sign (on certificates and event cards alike).
const dottedCircles = (text: string, weight: 400 | 600 | 800) =>
  shapeText(text, { weight, size: 12 }).runs.flatMap((run) => {
    const dotted = run.font.glyphForCodePoint(0x25cc).id;
    return run.glyphs.filter((glyph) => glyph.id === dotted);
  }).length;

describe("shaping Bangla", () => {
  it.each([400, 600, 800] as const)("keeps every syllable whole whatever was shaped before (weight %i)", (weight) => {
    for (const before of ["করে", "অংশগ্রহণের সনদ", "এই সনদ প্রত্যয়ন করে যে", "সরকারি বিজ্ঞান কলেজ"]) {
      shapeText(before, { weight, size: 12 });
      for (const word of ["বিশ্বাস", "বিজ্ঞান", "নাদিয়া রহমান", "ক্ষিতীশ", "শ্রাবন্তী", "ক্লাবের"]) expect(dottedCircles(word, weight), `${word} after ${before}`).toBe(0);
    }
  });

  it("puts the vowel sign ি before its consonant, as written on paper", () => {
    shapeText("করে", { weight: 400, size: 12 });
    const [run] = shapeText("বি", { weight: 400, size: 12 }).runs;
    expect(run!.glyphs.map((glyph) => glyph.codePoints[0])).toEqual([0x09bf, 0x09ac]);
  });
});
