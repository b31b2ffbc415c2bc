import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import rules of eslint.config.js, checked on snippets: a change to the config that stopped
// enforcing a boundary would otherwise go unnoticed until someone crossed it.
const eslint = new ESLint();

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import boundaries", () => {
  it("forbids public pages from importing the organiser console", async () => {
    const errors = await importErrors("src/web/routes/team.tsx", 'import { consoleRouter } from "../console/router.tsx";\nvoid consoleRouter;\n');
    expect(errors.join()).toMatch(/must not import the organiser console/);
  });

  it("lets the console import public components and shared code", async () => {
    const source = 'import { Button } from "../../components/ui/button.tsx";\nimport { paths } from "../../../shared/routes.ts";\nvoid Button;\nvoid paths;\n';
    expect(await importErrors("src/web/console/routes/example.tsx", source)).toEqual([]);
  });

  it("forbids browser code, the console included, from importing server code", async () => {
    const source = 'import { buildApp } from "../../server/app.ts";\nvoid buildApp;\n';
    expect((await importErrors("src/web/console/example.tsx", source)).join()).toMatch(/must not import server code/);
    expect((await importErrors("src/web/lib/example.ts", 'import { buildApp } from "../../server/app.ts";\nvoid buildApp;\n')).join()).toMatch(
      /must not import server code/,
    );
  });
});
