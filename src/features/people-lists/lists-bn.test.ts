import { describe, expect, it } from "vitest";
import { alumniCareerLineBn, alumniClassLineBn, banglaYearText } from "./alumni-career-bn.ts";
import { subExecutiveGroupRules } from "./sub-executive-groups.ts";
import { subExecutiveGroupHeadingsBn, subExecutiveHeadingBn } from "./sub-executive-groups-bn.ts";

// The Bangla twins of the panel's list pages' made-up texts.
describe("list texts in Bangla", () => {
  it("has a Bangla heading for every sub-executive group, and no English in them", () => {
    const ids = [...subExecutiveGroupRules.map((rule) => rule.id), "other-affairs", "departmental"] as const;
    expect(Object.keys(subExecutiveGroupHeadingsBn).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(subExecutiveHeadingBn(id)).toMatch(/^(?:[\u0980-\u09FF ,-]|\u200c|\u200d)+$/);
  });

  it("writes years in Bangla digits without a thousands separator", () => {
    expect(banglaYearText(2019)).toBe("২০১৯");
    expect(alumniClassLineBn(2019)).toBe("২০১৯ সালের ব্যাচ");
    expect(alumniClassLineBn(null)).toBeNull();
  });

  it("joins job and company as the English line does, with either alone and nothing when neither is set", () => {
    expect(alumniCareerLineBn("সফটওয়্যার প্রকৌশলী", "Pathao")).toBe("সফটওয়্যার প্রকৌশলী, Pathao");
    expect(alumniCareerLineBn("  ", "Pathao")).toBe("Pathao");
    expect(alumniCareerLineBn("গবেষণা কর্মকর্তা", null)).toBe("গবেষণা কর্মকর্তা");
    expect(alumniCareerLineBn(null, " ")).toBeNull();
  });
});
