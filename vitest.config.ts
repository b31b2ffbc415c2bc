import { defineConfig } from "vitest/config";

// Unit, component and API tests. They sit beside the code they test.
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./src/test-setup.ts"],
    // The icon sprite the components import is generated; each database kind is migrated once per run.
    globalSetup: ["./scripts/write-icon-sprite.ts", "./tests/support/database-templates.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores: more workers only make PGlite start-ups compete.
    maxWorkers: 2,
  },
});
