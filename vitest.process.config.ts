import { defineConfig } from "vitest/config";
import { longestFirst, longestProcessFiles } from "./tests/e2e/longest-first.ts";
import { processSuite } from "./vitest.e2e.config.ts";

// The process suite: browser-suite files that start, crash, stall or double the built server's
// processes themselves, on new data directories and databases, as an operator's would be. They
// share nothing with the other browser tests (vitest.e2e.config.ts). Decision 089.
export default defineConfig({
  test: {
    include: processSuite,
    globalSetup: ["./tests/e2e/process-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 2,
    // The two crash files first, one on each worker (tests/e2e/longest-first.ts).
    sequence: { sequencer: longestFirst(longestProcessFiles) },
  },
});
