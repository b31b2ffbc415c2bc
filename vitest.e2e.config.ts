import { defineConfig } from "vitest/config";
import { longestFiles, longestFirst } from "./tests/e2e/longest-first.ts";

/** Browser tests whose files start and stop server processes of their own: vitest.process.config.ts. */
export const processSuite = ["tests/e2e/crash.embedded.test.ts", "tests/e2e/crash.postgres.test.ts", "tests/e2e/faults.test.ts", "tests/e2e/server-process.test.ts", "tests/e2e/two-processes.test.ts"];

// Browser tests: Debian's Chromium against the built site served by the built server. Each worker
// starts Chromium once and keeps it for every file it runs (`isolate: false` keeps the module that
// holds it; tests/e2e/support/browser.ts); servers start from the run's migrated templates
// (tests/e2e/templates.ts). Decision 089.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    exclude: processSuite,
    globalSetup: ["./tests/e2e/global-setup.ts"],
    env: { E2E_SHARED_BROWSER: "1" },
    isolate: false,
    // Generous: the machines that run this are small and shared, and a slow run is not a failure.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 2,
    // The heaviest files first, so neither worker waits alone at the end (tests/e2e/longest-first.ts).
    sequence: { sequencer: longestFirst(longestFiles) },
  },
});
