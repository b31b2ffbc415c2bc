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

/**
 * The process suite's files, longest first (seconds each in its section of a full run beside the
 * benchmarks and lint, 2026-12-01: crash.embedded 208-333, crash.postgres 161, server-process 132,
 * faults 26, two-processes 19). By size, the five-line crash.embedded was started last, and ran alone
 * at the end while the other worker had nothing left; longest first, the two crash files start
 * together, one on each worker.
 */
export const longestProcessFiles = ["crash.embedded", "crash.postgres", "server-process", "faults", "two-processes"].map((name) => `tests/e2e/${name}.test.ts`);

/** Vitest's order (its own timings when it has them, else larger files first), with `files` ahead, in theirs. */
export function longestFirst(files: string[]): typeof BaseSequencer {
  return class LongestFirst extends BaseSequencer {
    override async sort(specifications: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(specifications);
      const rank = (file: TestSpecification) => {
        const index = files.findIndex((name) => file.moduleId.endsWith(name));
        return index < 0 ? files.length : index;
      };
      return sorted.sort((a, b) => rank(a) - rank(b));
    }
  };
}
