import { defineConfig } from "vitest/config";

// Unit, component and API tests. They sit beside the code they test; their helpers in tests/support/.
export default defineConfig({
  test: {
    // tests/support/ holds the helpers (and their own tests); tests/e2e/ has configurations of its own.
    include: ["src/**/*.test.{ts,tsx}", "tests/support/**/*.test.ts"],
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
