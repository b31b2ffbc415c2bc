import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import importCycles from "./scripts/eslint-no-import-cycle.js";

// The import direction is one-way: web and server may import shared; shared imports neither;
// web never imports server (it would ship database code to the browser).
const forbid = (...groups) => ({
  "no-restricted-imports": [
    "error",
    { patterns: groups.map(({ group, message }) => ({ group, message })) },
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
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid({ group: ["**/server/**", "**/server"], message: "The browser code must not import server code." }),
    },
  },
  {
    // The organiser console is loaded only when visited (docs/decisions/061): public code never imports it.
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/console/**"],
    rules: forbid(
      { group: ["**/server/**", "**/server"], message: "The browser code must not import server code." },
      { group: ["**/console/**", "**/console"], message: "Public pages must not import the organiser console." },
    ),
  },
  {
    files: ["src/server/**/*.ts"],
    rules: forbid({ group: ["**/web/**", "**/web"], message: "Server code must not import browser code." }),
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
      { group: ["**/web/**", "**/web"], message: "Server code must not import browser code." },
      {
        group: ["drizzle-orm", "drizzle-orm/*", "**/db/schema", "**/db/schema.ts"],
        message: "Only repositories touch SQL: put the query in src/server/db/repositories/ (docs/decisions/090).",
      },
    ),
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: forbid(
      { group: ["**/server/**", "**/server", "**/web/**", "**/web"], message: "shared/ imports only zod and itself." },
      { group: ["react", "react-*", "fastify", "fastify-*", "@fastify/*", "drizzle-orm", "drizzle-orm/*", "pg"], message: "shared/ imports only zod and itself." },
    ),
  },
);
