import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import featureBoundaries from "./scripts/eslint-feature-boundaries.js";
import importCycles from "./scripts/eslint-no-import-cycle.js";

// The import direction is one-way: web and server may import shared; shared imports neither;
// web never imports server (it would ship database code to the browser). Feature folders
// (src/features/<name>/, docs/decisions/150) hold both sides of one feature: their `*.server.ts`
// files are server code, the rest may reach a browser.
// A pattern for a # specifier starts "\\#": the patterns are .gitignore lines, where # starts a comment.
const serverCode = ["**/server/**", "**/server", "\\#server/**"];
// React Router drops a route module's `*.server.ts` imports from the browser build (and fails the
// build if one leaks); a feature's console parts are built by Vite alone, so there they are refused.
// The site's and the console's browser code, which no server or shared module may import.
const browserCode = ["**/web/**", "**/web", "\\#web/**", "\\#console/**"];
const serverModules = ["**/*.server.ts", "**/*.server", "**/*.server.tsx"];
const sqlModules = ["drizzle-orm", "drizzle-orm/*", "**/db/schema", "**/db/schema.ts", "\\#server/db/schema.ts"];
const forbid = (...groups) => ({
  "no-restricted-imports": [
    "error",
    { patterns: groups.map(({ group, regex, message }) => (regex ? { regex, message } : { group, message })) },
  ],
});

export default tseslint.config(
  { ignores: ["build/", "dist/", "node_modules/", ".react-router/", "data/", "screenshots/", "drizzle/", ".tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // No import loops (scripts/eslint-no-import-cycle.js): a module never reaches itself again.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { imports: importCycles },
    rules: { "imports/no-import-cycle": "error" },
  },
  {
    files: ["src/web/**/*.{ts,tsx}", "src/console/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid({ group: serverCode, message: "The browser code must not import server code." }),
    },
  },
  {
    // The organiser console is loaded only when visited (docs/decisions/061): public code never imports it.
    files: ["src/web/**/*.{ts,tsx}"],
    rules: forbid(
      { group: serverCode, message: "The browser code must not import server code." },
      { group: ["**/console/**", "**/console", "\\#console/**"], message: "Public pages must not import the organiser console." },
    ),
  },
  {
    files: ["src/server/**/*.ts"],
    rules: forbid({ group: browserCode, message: "Server code must not import browser code." }),
  },
  {
    // Only repositories touch SQL (docs/decisions/002, 090): Drizzle and the schema are imported by
    // db/ alone, that is the repositories (db/repositories/), the client, the schema, migrations and
    // the seed. Tests and their helpers (tests/support/, outside this rule) may read and arrange rows
    // directly, to check what the server stored and to set up what it finds.
    files: ["src/server/**/*.ts"],
    ignores: [
      "src/server/db/**",
      "src/server/**/*.test.ts",
    ],
    rules: forbid(
      { group: browserCode, message: "Server code must not import browser code." },
      {
        group: sqlModules,
        message: "Only repositories touch SQL: put the query in src/server/db/repositories/ or a feature's store.server.ts (docs/decisions/090).",
      },
    ),
  },
  {
    // A feature's files that may reach a browser (all but *.server.ts and tests) import no server code.
    files: ["src/features/**/*.{ts,tsx}"],
    ignores: ["src/features/**/*.server.{ts,tsx}", "src/features/**/*.test.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        { group: [...serverCode, ...serverModules, "fastify", "fastify-*", "@fastify/*", "pg", ...sqlModules], message: "The browser code must not import server code." },
      ),
    },
  },
  {
    // In a feature, only its store (store.server.ts, <part>.store.server.ts) touches SQL.
    files: ["src/features/**/*.server.{ts,tsx}"],
    ignores: ["src/features/**/store.server.ts", "src/features/**/*.store.server.ts"],
    rules: forbid(
      { group: browserCode, message: "Server code must not import browser code." },
      { group: sqlModules, message: "Only a feature's store touches SQL: put the query in its store.server.ts (docs/decisions/090)." },
    ),
  },
  {
    // One feature reaches another only through its contract, rules or service.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { features: featureBoundaries },
    rules: { "features/feature-boundaries": "error" },
  },
  {
    // Code outside the feature folders reaches a feature's SQL only through its service, never its
    // store (docs/decisions/150). A test may still read a store's own query that no use case offers.
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.{ts,tsx,js,mjs}", "tests/**/*.{ts,tsx}"],
    ignores: ["src/features/**", "**/*.test.{ts,tsx}"],
    plugins: { features: featureBoundaries },
    rules: { "features/store-through-service": "error" },
  },
  {
    // An import climbing three or more folders uses package.json's # name for where it lands.
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    plugins: { features: featureBoundaries },
    rules: { "features/subpath-imports": "error" },
  },
  {
    // A feature's contract and rules are shared code too: they may import each other and shared/.
    files: ["src/shared/**/*.ts", "src/features/*/contract.ts", "src/features/*/rules.ts"],
    rules: forbid(
      { group: [...serverCode, ...serverModules, ...browserCode], message: "shared/ imports only zod and itself." },
      { regex: String.raw`^(#|(\.\./)+)features/(?![\w-]+/(contract|rules)\.ts$)`, message: "shared/ reaches a feature only through its contract.ts or rules.ts." },
      { group: ["react", "react-*", "fastify", "fastify-*", "@fastify/*", "drizzle-orm", "drizzle-orm/*", "pg"], message: "shared/ imports only zod and itself." },
    ),
  },
);
