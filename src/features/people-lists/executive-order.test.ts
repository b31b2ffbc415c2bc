import { describe, expect, it } from "vitest";
import { arrangeExecutivesForDisplay, executiveRank, sortExecutives } from "./executive-order.ts";

describe("executiveRank", () => {
  it.each([
    ["President", 1],
    ["Club President", 1],
    ["PRESIDENT", 1],
    ["Vice President of Administration", 2],
    ["Vice-President (Administration)", 2],
    ["General Secretary", 3],
    ["GS", 3],
    ["gs (acting)", 3],
    ["OS", 4],
    ["Organising Secretary", 4],
    ["Organizing Secretary", 4],
    ["Vice President of General", 5],
    ["Vice President (General)", 5],
    ["Joint Secretary of Administration", 6],
    ["Treasurer", 7],
    ["Assistant Treasurer", 7],
    ["Assistant General Secretary", 8],
    ["AGS", 8],
    ["Assistant General Secretary (AGS)", 8],
    ["In-Charge Volunteer", 9],
    ["In Charge Volunteer", 9],
    ["Club Officer", 10],
    ["Executive Reporter", 11],
    ["Department Head, Robotics and Rocketry", 12],
    ["Head of Department", 12],
    ["Vice President", 20],
    ["VP", 20],
    ["Vice-President (Publicity)", 20],
    ["Joint Secretary", 30],
    ["JS", 30],
    ["Chief Science Communicator", 50],
    ["", 50],
  ])("%s is rank %i", (title, rank) => {
    expect(executiveRank(title)).toBe(rank);
  });

  it("compares whole words, not parts of words", () => {
    expect(executiveRank("Presidential Envoy")).toBe(50); // not president
    expect(executiveRank("Departmental Lead")).toBe(50); // not department
    expect(executiveRank("Logistics Lead")).toBe(50); // contains "gs" inside a word
    expect(executiveRank("Jsx Developer")).toBe(50);
    expect(executiveRank("Cosmos Reporter")).toBe(50); // "os" inside a word, and not "executive reporter"
  });

  it("never counts a vice president as president", () => {
    expect(executiveRank("Vice President")).not.toBe(1);
    expect(executiveRank("VP and Acting President")).toBe(20);
  });
});

const member = (name: string, title: string, displayOrder: number | null = null) => ({ name, title, displayOrder });
const names = (list: { name: string }[]) => list.map((m) => m.name);

describe("sortExecutives", () => {
  it("orders by rank", () => {
    const sorted = sortExecutives([
      member("E", "Chief Science Communicator"),
      member("D", "Joint Secretary"),
      member("C", "Assistant General Secretary"),
      member("B", "General Secretary"),
      member("A", "President"),
    ]);
    expect(names(sorted)).toEqual(["A", "B", "C", "D", "E"]);
  });

  it("breaks a tie by display_order when both members have one, even against the names", () => {
    const sorted = sortExecutives([member("Anika", "Treasurer", 2), member("Zara", "Treasurer", 1)]);
    expect(names(sorted)).toEqual(["Zara", "Anika"]);
  });

  it("breaks a tie by name when only one member has a display_order", () => {
    const sorted = sortExecutives([member("Zara", "Treasurer", 1), member("Anika", "Treasurer", null)]);
    expect(names(sorted)).toEqual(["Anika", "Zara"]);
  });

  it("breaks a tie by name when neither has a display_order, or both have the same one", () => {
    expect(names(sortExecutives([member("mahir", "Club Officer"), member("Lamia", "Club Officer")]))).toEqual([
      "Lamia",
      "mahir",
    ]);
    expect(names(sortExecutives([member("Tanvir", "OS", 3), member("Farhan", "OS", 3)]))).toEqual(["Farhan", "Tanvir"]);
  });

  it("puts display_order below rank", () => {
    const sorted = sortExecutives([member("A", "Treasurer", 1), member("B", "President", 9)]);
    expect(names(sorted)).toEqual(["B", "A"]);
  });

  it("does not change its input", () => {
    const input = [member("B", "Treasurer"), member("A", "President")];
    sortExecutives(input);
    expect(names(input)).toEqual(["B", "A"]);
  });
});

describe("arrangeExecutivesForDisplay", () => {
  const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i));

  it.each([
    [0, ""],
    [1, "a"],
    [4, "abcd"],
    [5, "abced"],
    [9, "abciefghd"],
    [10, "abcjefghid"],
    [12, "abclefghidjk"],
  ])("with %i members gives %s", (n, expected) => {
    expect(arrangeExecutivesForDisplay(letters(n)).join("")).toBe(expected);
  });

  it("keeps every member exactly once", () => {
    for (let n = 0; n <= 30; n++) {
      const arranged = arrangeExecutivesForDisplay(letters(n));
      expect([...arranged].sort()).toEqual(letters(n));
    }
  });
});
