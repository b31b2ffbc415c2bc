import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";
import { referencePattern } from "../../shared/reference.ts";

const folder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
const migrations = readdirSync(folder).filter((name) => name.endsWith(".sql")).sort();

async function apply(db: PGlite, name: string) {
  for (const statement of readFileSync(`${folder}/${name}`, "utf8").split("--> statement-breakpoint")) await db.exec(statement);
}

it("gives every existing message a distinct reference in migration 0006, and later plain-SQL rows one of their own", async () => {
  const db = new PGlite();
  try {
    const at = migrations.findIndex((name) => name.startsWith("0006_"));
    for (const name of migrations.slice(0, at)) await apply(db, name);
    await db.exec(`insert into contact_messages (name, email, message) select 'Rafi', 'rafi@example.org', 'Hello' from generate_series(1, 300)`);
    for (const name of migrations.slice(at)) await apply(db, name);
    const rows = (await db.query<{ reference: string }>("select reference from contact_messages")).rows;
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(300);
    for (const row of rows) expect(row.reference).toMatch(referencePattern);
    const added = await db.query<{ reference: string }>("insert into contact_messages (name, email, message) values ('Mina', 'mina@example.org', 'Hi') returning reference");
    expect(added.rows[0]?.reference).toMatch(referencePattern);
  } finally {
    await db.close();
  }
}, 120_000);
