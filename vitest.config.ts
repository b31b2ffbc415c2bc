import { defineConfig } from "vitest/config";

// Unit, component and API tests. They sit beside the code they test.
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./src/test-setup.ts"],
    // The components import the icon sprite, which is generated (scripts/write-icon-sprite.ts).
    globalSetup: ["./scripts/write-icon-sprite.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores: more workers only make PGlite start-ups compete.
    maxWorkers: 2,
  },
});
