import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import importCycles from "../scripts/eslint-no-import-cycle.js";

// The import rules of eslint.config.js, checked on snippets: a change to the config that stopped
// enforcing a boundary would otherwise go unnoticed until someone crossed it.
const eslint = new ESLint();

async function importErrors(filePath: string, source: string, rule = "no-restricted-imports"): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe("import boundaries", () => {
  it("forbids public pages from importing the organiser console", async () => {
    for (const specifier of ["../../console/router.tsx", "#console/router.tsx"]) {
      const errors = await importErrors("src/web/routes/team.tsx", `import { consoleRouter } from "${specifier}";\nvoid consoleRouter;\n`);
      expect(errors.join()).toMatch(/must not import the organiser console/);
    }
  });

  it("lets the console import public components and shared code", async () => {
    const source = 'import { Button } from "../../web/components/ui/button.tsx";\nimport { paths } from "../../shared/routes.ts";\nvoid Button;\nvoid paths;\n';
    expect(await importErrors("src/console/routes/example.tsx", source)).toEqual([]);
  });

  it("forbids browser code, the console included, from importing server code", async () => {
    const source = 'import { buildApp } from "../server/app.ts";\nvoid buildApp;\n';
    expect((await importErrors("src/console/example.tsx", source)).join()).toMatch(/must not import server code/);
    expect((await importErrors("src/web/lib/example.ts", 'import { buildApp } from "../../server/app.ts";\nvoid buildApp;\n')).join()).toMatch(
      /must not import server code/,
    );
  });

  it("forbids server code outside the repositories from importing Drizzle or the schema", async () => {
    const drizzle = 'import { eq } from "drizzle-orm";\nvoid eq;\n';
    const subpath = 'import { alias } from "drizzle-orm/pg-core";\nvoid alias;\n';
    const schema = 'import { organisers } from "../../db/schema.ts";\nvoid organisers;\n';
    for (const source of [drizzle, subpath, schema]) {
      expect((await importErrors("src/server/console/routes/example.ts", source)).join()).toMatch(/Only repositories touch SQL/);
    }
    expect((await importErrors("src/server/mail/example.ts", 'import { mailOutbox } from "../db/schema.ts";\nvoid mailOutbox;\n')).join()).toMatch(
      /Only repositories touch SQL/,
    );
    // No server file is exempt by name: the console's sign-in and organisers and the submission
    // plugins, once allow-listed while their queries moved, are held to the rule like any other
    // (the organisers' use cases, since moved to their feature, to the feature's rule).
    for (const file of ["console/auth.ts", "console/organisers.ts", "console/routes/session.ts", "plugins/app/idempotency.ts", "plugins/app/upload-claims.ts"]) {
      expect((await importErrors(`src/server/${file}`, drizzle)).join()).toMatch(/Only repositories touch SQL/);
    }
    expect((await importErrors("src/features/organisers/service.server.ts", drizzle)).join()).toMatch(/Only a feature's store touches SQL/);
    // Still one rule with the server's other boundary: browser code stays forbidden there too.
    expect((await importErrors("src/server/mail/example.ts", 'import { x } from "../../web/lib/x.ts";\nvoid x;\n')).join()).toMatch(
      /must not import browser code/,
    );
  });

  it("lets the repositories, the database's own files and tests import Drizzle and the schema", async () => {
    const source = 'import { eq } from "drizzle-orm";\nimport { organisers } from "../schema.ts";\nvoid eq;\nvoid organisers;\n';
    expect(await importErrors("src/server/db/repositories/example.ts", source)).toEqual([]);
    expect(await importErrors("src/server/db/example.ts", 'import { sql } from "drizzle-orm";\nimport * as schema from "./schema.ts";\nvoid sql;\nvoid schema;\n')).toEqual([]);
    expect(await importErrors("src/server/routes/api/example.test.ts", 'import { sql } from "drizzle-orm";\nimport { events } from "../../db/schema.ts";\nvoid sql;\nvoid events;\n')).toEqual([]);
    // ...and still not browser code.
    expect((await importErrors("src/server/db/repositories/example.ts", 'import { x } from "../../../web/lib/x.ts";\nvoid x;\n')).join()).toMatch(
      /must not import browser code/,
    );
  });

  it("keeps a feature's browser parts free of server code, and its SQL in its store", async () => {
    for (const source of ['import { buildApp } from "#server/app.ts";\nvoid buildApp;\n', 'import { x } from "./store.server.ts";\nvoid x;\n', 'import { eq } from "drizzle-orm";\nvoid eq;\n']) {
      expect((await importErrors("src/features/payments/console/components/example.tsx", source)).join(), source).toMatch(/must not import server code/);
      expect((await importErrors("src/features/payments/rules.ts", source)).join(), source).toMatch(/imports only zod and itself/);
    }
    const drizzle = 'import { eq } from "drizzle-orm";\nimport { events } from "#server/db/schema.ts";\nvoid eq;\nvoid events;\n';
    expect((await importErrors("src/features/payments/http.server.ts", drizzle)).join()).toMatch(/Only a feature's store touches SQL/);
    expect((await importErrors("src/features/payments/service.server.ts", drizzle)).join()).toMatch(/Only a feature's store touches SQL/);
    expect(await importErrors("src/features/payments/store.server.ts", drizzle)).toEqual([]);
    expect(await importErrors("src/features/payments/settings.store.server.ts", drizzle)).toEqual([]);
    expect((await importErrors("src/web/routes/team.tsx", 'import { PaymentsPage } from "#features/payments/console/routes/payments-page.tsx";\nvoid PaymentsPage;\n')).join()).toMatch(
      /must not import the organiser console/,
    );
  });

  it("lets one feature reach another only through its contract, rules or service", async () => {
    const rule = "features/feature-boundaries";
    const inside = [
      'import { x } from "#features/payments/store.server.ts";\nvoid x;\n',
      'import { x } from "../payments/http.server.ts";\nvoid x;\n',
      'import { x } from "#features/payments/console/routes/payments-page.tsx";\nvoid x;\n',
    ];
    for (const source of inside) expect((await importErrors("src/features/example/service.server.ts", source, rule)).join(), source).toMatch(/is inside the payments feature/);
    expect(await importErrors("src/features/example/service.server.ts", 'import { x } from "#features/payments/contract.ts";\nimport { y } from "../payments/service.server.ts";\nvoid x;\nvoid y;\n', rule)).toEqual([]);
    // A browser part may not reach another feature's use cases.
    expect((await importErrors("src/features/example/console/page.tsx", 'import { y } from "#features/payments/service.server.ts";\nvoid y;\n', rule)).join()).toMatch(/inside the payments feature/);
    // Within a feature, anything goes.
    expect(await importErrors("src/features/payments/http.server.ts", 'import { x } from "./store.server.ts";\nvoid x;\n', rule)).toEqual([]);
    expect((await eslint.calculateConfigForFile("src/features/payments/http.server.ts")).rules?.[rule]?.[0]).toBe(2);
  });

  it("lets shared code reach a feature only through its contract or rules", async () => {
    const source = (file: string) => `import { x } from "#features/applications/${file}";\nvoid x;\n`;
    expect((await importErrors("src/shared/example.ts", source("messages.ts"))).join()).toMatch(/only through its contract.ts or rules.ts/);
    expect(await importErrors("src/shared/example.ts", source("rules.ts"))).toEqual([]);
    expect(await importErrors("src/shared/example.ts", source("contract.ts"))).toEqual([]);
    const relative = 'import { x } from "../../features/applications/messages.ts";\nvoid x;\n';
    expect((await importErrors("src/shared/api/example.ts", relative)).join()).toMatch(/only through its contract.ts or rules.ts/);
  });

  it("lets code outside the feature folders reach a feature's store only through its service", async () => {
    const rule = "features/store-through-service";
    const stores = [
      'import { x } from "#features/payments/store.server.ts";\nvoid x;\n',
      'import { x } from "#features/payments/settings.store.server.ts";\nvoid x;\n',
      'export { x } from "../../features/events/seats.store.server.ts";\n',
      'import type { X } from "#features/registrations/uploads.store.server.ts";\nexport type Y = X;\n',
    ];
    for (const source of stores) expect((await importErrors("src/server/mail/example.ts", source, rule)).join(), source).toMatch(/is the \w+ feature's store/);
    expect((await importErrors("scripts/example-bench.ts", 'import { x } from "#features/certificates/store.server.ts";\nvoid x;\n', rule)).join()).toMatch(/certificates feature's store/);
    const service = 'import { x } from "#features/payments/service.server.ts";\nimport { y } from "../../features/events/service.server.ts";\nvoid x;\nvoid y;\n';
    expect(await importErrors("src/server/mail/example.ts", service, rule)).toEqual([]);
    expect(await importErrors("scripts/example-bench.ts", 'import { x } from "#features/certificates/service.server.ts";\nvoid x;\n', rule)).toEqual([]);
    // Bound everywhere outside the feature folders but in tests; a feature's own files answer to the rule above.
    for (const file of ["src/server/routes/sitemap.ts", "src/web/root.tsx", "src/shared/routes.ts", "scripts/bench.ts", "tests/support/app.ts"]) {
      expect((await eslint.calculateConfigForFile(file)).rules?.[rule]?.[0], file).toBe(2);
    }
    for (const file of ["src/features/payments/http.server.ts", "src/server/routes/sitemap.test.ts"]) {
      expect((await eslint.calculateConfigForFile(file)).rules?.[rule], file).toBeUndefined();
    }
  });

  it("has an import that climbs three or more folders use package.json's # name, and fixes it", async () => {
    const rule = "features/subpath-imports";
    const climbs = 'import { paths } from "../../../shared/routes.ts";\nexport { x } from "../../../web/lib/x.ts";\nvoid paths;\n';
    expect(await importErrors("src/web/routes/bn/team.tsx", climbs, rule)).toEqual([
      "Import ../../../shared/routes.ts as #shared/routes.ts: a path climbing three or more folders uses its # name.",
      "Import ../../../web/lib/x.ts as #web/lib/x.ts: a path climbing three or more folders uses its # name.",
    ]);
    const [fixed] = await new ESLint({ fix: true }).lintText(climbs, { filePath: "src/web/routes/bn/team.tsx" });
    expect(fixed?.output).toContain('from "#shared/routes.ts"');
    // Two folders up, inside one feature, or somewhere with no # name: left as written.
    expect(await importErrors("src/web/routes/bn/team.tsx", 'import { x } from "../../lib/x.ts";\nvoid x;\n', rule)).toEqual([]);
    expect(await importErrors("src/features/payments/console/routes/a/b.tsx", 'import { x } from "../../../rules.ts";\nvoid x;\n', rule)).toEqual([]);
    expect(await importErrors("src/web/routes/bn/team.tsx", 'import { x } from "../../../../scripts/x.ts";\nvoid x;\n', rule)).toEqual([]);
    for (const file of ["src/server/app.ts", "scripts/bench.ts", "tests/support/app.ts"]) {
      expect((await eslint.calculateConfigForFile(file)).rules?.[rule]?.[0], file).toBe(2);
    }
  });

  it("forbids import loops, type-only imports aside, in every file the project lints", async () => {
    for (const file of ["src/server/app.ts", "src/web/root.tsx", "src/shared/routes.ts", "scripts/bench.ts", "tests/support/app.ts"]) {
      expect((await eslint.calculateConfigForFile(file)).rules?.["imports/no-import-cycle"]?.[0], file).toBe(2);
    }
    const dir = mkdtempSync(path.join(tmpdir(), "import-loop-"));
    try {
      writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b.ts";\nexport const a = () => b;\n');
      writeFileSync(path.join(dir, "b.ts"), 'import { c } from "./c.ts";\nexport const b = c;\n');
      writeFileSync(path.join(dir, "c.ts"), 'import { a } from "./a.ts";\nexport const c = () => a;\n');
      writeFileSync(path.join(dir, "d.ts"), 'import type { e } from "./e.ts";\nexport const d = 1 as unknown as typeof e;\n');
      writeFileSync(path.join(dir, "e.ts"), 'import { d } from "./d.ts";\nexport const e = d;\n');
      // A loop through package.json's "imports" (#lib/*) is followed too.
      writeFileSync(path.join(dir, "package.json"), JSON.stringify({ imports: { "#lib/*": "./lib/*" } }));
      mkdirSync(path.join(dir, "lib"));
      writeFileSync(path.join(dir, "lib", "f.ts"), 'import { g } from "#lib/g.ts";\nexport const f = () => g;\n');
      writeFileSync(path.join(dir, "lib", "g.ts"), 'import { f } from "../lib/f.ts";\nexport const g = () => f;\n');
      const lint = new ESLint({
        cwd: dir,
        overrideConfigFile: true,
        overrideConfig: [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser }, plugins: { imports: importCycles }, rules: { "imports/no-import-cycle": "error" } }],
      });
      const results = await lint.lintFiles(["*.ts", "lib/*.ts"]);
      const messages = Object.fromEntries(results.map((result) => [path.basename(result.filePath), result.messages.map((m) => m.message)]));
      expect(messages["a.ts"]).toEqual(["Import loop: a.ts -> b.ts -> c.ts -> a.ts. Move what both need into a module of its own."]);
      expect(messages["c.ts"]?.[0]).toContain("c.ts -> a.ts -> b.ts -> c.ts");
      // d imports e only for its type: no loop at run time, nothing reported.
      expect(messages["d.ts"]).toEqual([]);
      expect(messages["e.ts"]).toEqual([]);
      expect(messages["f.ts"]?.[0]).toContain("lib/f.ts -> lib/g.ts -> lib/f.ts");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
