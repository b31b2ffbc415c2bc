import { describe, expect, it } from "vitest";
import { clubNumbers } from "./club-facts.ts";
import { departments } from "./departments.ts";

describe("the club's numbers", () => {
  it("count the departments the club lists", () => {
    expect(clubNumbers.departments).toBe(departments.length);
  });
});
