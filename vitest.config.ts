import { configDefaults, defineConfig } from "vitest/config";

/**
 * Test files that replace a module (`vi.mock`). They run in a project of their own with a fresh module
 * registry per file: in the shared one, the module they replace may already be loaded by an earlier file.
 */
const replacesModules = ["src/server/faults.storage.test.ts", "src/features/events/ui/event-grid.test.tsx"];
/** Test files that read the build (build/client, build/server, dist/): `npm test` runs them once it is there. */
export const readsBuild = [
  "src/build-budget.test.ts",
  "src/server/plugins/app/site-routes.test.ts",
  "src/server/site-render/rendered-pages.test.ts",
  "src/server/site-render/event-pages.test.ts",
  "src/server/site-render/bangla-pages.test.ts",
  "src/server/security.input.pages.test.ts",
  "src/server/faults.test.ts",
  "src/server/organiser-cli.test.ts",
  "src/server/db/migrate-cli.test.ts",
  "src/features/members/card-page.http.test.ts",
  "src/server/routes/personal-pages-bn.test.ts",
];

// Unit, component and API tests. They sit beside the code they test; their helpers in tests/support/.
// The files of one worker share their modules (`isolate: false`): loading the server's module graph
// again for each of 100 files cost more than half the suite's time (docs/decisions/089). A test that
// changes shared state (globals, timers, environment) puts it back in its own after-hook.
const shared = {
  environment: "node" as const,
  setupFiles: ["./src/test-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 180_000,
};

export default defineConfig({
  test: {
    // The icon sprite the components import is generated; each database kind is migrated once per run.
    globalSetup: ["./scripts/write-icon-sprite.ts", "./tests/support/database-templates.ts"],
    // Two cores: more workers only make PGlite start-ups compete.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: "unit",
          // tests/support/ holds the helpers (and their own tests); tests/e2e/ has configurations of its own.
          include: ["src/**/*.test.{ts,tsx}", "tests/support/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...replacesModules, ...readsBuild],
          isolate: false,
        },
      },
      { test: { ...shared, name: "unit-isolated", include: replacesModules } },
      { test: { ...shared, name: "unit-built", include: readsBuild, isolate: false } },
    ],
  },
});
