import { describe, expect, it } from "vitest";
import { alumniCareerLine, alumniClassLine } from "./alumni-career.ts";

describe("alumni card lines", () => {
  it("joins job title and company with 'at' when both are set", () => {
    expect(alumniCareerLine("Software Engineer", "Meghna Data Labs")).toBe("Software Engineer at Meghna Data Labs");
  });

  it("shows whichever one is set, and nothing when neither is", () => {
    expect(alumniCareerLine("Data Analyst", null)).toBe("Data Analyst");
    expect(alumniCareerLine(null, "BUET")).toBe("BUET");
    expect(alumniCareerLine("  ", "BUET")).toBe("BUET");
    expect(alumniCareerLine(null, null)).toBeNull();
  });

  it("shows the class line only when the year is set", () => {
    expect(alumniClassLine(2019)).toBe("Class of 2019");
    expect(alumniClassLine(null)).toBeNull();
  });
});
