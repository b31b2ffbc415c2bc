import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The browser suite's heaviest files, longest first (seconds each in a full run on the 2-core machine,
 * 2026-11-30): accessibility 101, console-session 72, door-day 62, club-pages 56, check-in-door 51,
 * events-registration 47, language-switch 45, console-events 43, list-states 41, console-payments 36,
 * console-registrations 35, join-us 33, contact 30. Vitest runs larger files first when it has no
 * timings of its own (a clean clone, as CI's), and the accessibility file, the smallest of them and the
 * longest to run, came last: for its 100 s one worker waited. Longest first, the two workers end
 * together. A file missing here only runs in Vitest's own order; measure again when the list drifts.
 */
export const longestFiles = [
  "accessibility",
  "console-session",
  "door-day",
  "club-pages",
  "check-in-door",
  "events-registration",
  "language-switch",
  "console-events",
  "list-states",
  "console-payments",
  "console-registrations",
  "join-us",
  "contact",
].map((name) => `tests/e2e/${name}.test.ts`);

/** Vitest's order (its own timings when it has them, else larger files first), with `longestFiles` ahead. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = longestFiles.findIndex((name) => file.moduleId.endsWith(name));
      return index < 0 ? longestFiles.length : index;
    };
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
