import { defineConfig } from "vitest/config";

// Browser tests: Debian's Chromium against the built site served by the built server.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    // Generous: the machines that run this are small and shared, and a slow run is not a failure.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 2,
  },
});
