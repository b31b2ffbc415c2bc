import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { createScratchDatabase, type ScratchDatabase } from "#tests/support/scratch-postgres.ts";

/**
 * drizzle/0002_upload_keys.sql on a database migrated up to 0001 with registrations holding the
 * addresses stored before references: each is rewritten to `upload:{key}`, nothing else changes.
 */
const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/**
 * The migrations folder as it was when `tag` was the newest: the same files, the journal cut after it.
 * The test stops at 0002 because later migrations (references, seats) rightly write every row.
 */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `migrations-${tag}-`));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

interface Database {
  migrate(folder: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function openDatabase(kind: (typeof testDatabaseKinds)[number]): Promise<Database> {
  if (kind === "pglite") {
    const client = await PGlite.create();
    return {
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      query: async <T,>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
      close: () => client.close(),
    };
  }
  const scratch: ScratchDatabase = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "migration");
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  return {
    migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    query: async <T,>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

const eventId = "5e9a3c71-0d2f-4b8e-a174-6b8c0d2e4f34";
const otherEventId = "E2C7A5D9-3B1F-4E6A-8D20-8DAE2F406B56";
const categoryId = "1d6c9f30-5e8b-4024-b872-3cf374951aab";

/** Each row's answers before the migration, and what they must be after it. */
const rows: { label: string; before: Record<string, unknown>; after: Record<string, unknown> }[] = [
  {
    label: "a local file: URL, whatever DATA_DIR was",
    before: { full_name: "রাফি আহমেদ", photo: `file:///srv/club/data/uploads/leader-uploads/${eventId}/photo_1795000000000.png` },
    after: { full_name: "রাফি আহমেদ", photo: `upload:${eventId}/photo_1795000000000.png` },
  },
  {
    label: "a file: URL with an encoded space in the data directory",
    before: { cv: `file:///home/club%20site/data/uploads/leader-uploads/${eventId}/cv_17.pdf` },
    after: { cv: `upload:${eventId}/cv_17.pdf` },
  },
  {
    label: "S3 and R2 URLs in any bucket, and upload URLs inside a list",
    before: {
      cv: `https://s3.eu-central-1.amazonaws.com/leader-uploads/${eventId}/cv_1795000000001.pdf`,
      id_card: `https://acct.r2.cloudflarestorage.com/club-files/${otherEventId}/id_card_2.webp`,
      minio: `http://127.0.0.1:9000/leader-uploads/${eventId}/student_s_full_name_3.jpg`,
      segments: ["Robotics", `file:///data/uploads/leader-uploads/${eventId}/extra-file_4.gif`],
    },
    after: {
      cv: `upload:${eventId}/cv_1795000000001.pdf`,
      id_card: `upload:${otherEventId}/id_card_2.webp`,
      minio: `upload:${eventId}/student_s_full_name_3.jpg`,
      segments: ["Robotics", `upload:${eventId}/extra-file_4.gif`],
    },
  },
  {
    label: "values that only look like uploads, next to one that is",
    before: {
      website: "https://example.org/profile",
      passwd: "file:///etc/passwd",
      query: `https://s3.example.org/leader-uploads/${eventId}/photo_1.png?versionId=2`,
      not_under_uploads: `file:///tmp/other/${eventId}/photo_1.png`,
      no_bucket: `https://s3.example.org/${eventId}/photo_1.png`,
      not_a_uuid: "https://s3.example.org/leader-uploads/robotics/photo_1.png",
      no_timestamp: `https://s3.example.org/leader-uploads/${eventId}/photo.png`,
      in_text: `See https://s3.example.org/leader-uploads/${eventId}/photo_1.png please`,
      empty_list: [],
      nested: { url: `https://s3.example.org/leader-uploads/${eventId}/photo_1.png` },
      photo: `https://s3.example.org/leader-uploads/${eventId}/photo_5.png`,
    },
    after: {
      website: "https://example.org/profile",
      passwd: "file:///etc/passwd",
      query: `https://s3.example.org/leader-uploads/${eventId}/photo_1.png?versionId=2`,
      not_under_uploads: `file:///tmp/other/${eventId}/photo_1.png`,
      no_bucket: `https://s3.example.org/${eventId}/photo_1.png`,
      not_a_uuid: "https://s3.example.org/leader-uploads/robotics/photo_1.png",
      no_timestamp: `https://s3.example.org/leader-uploads/${eventId}/photo.png`,
      in_text: `See https://s3.example.org/leader-uploads/${eventId}/photo_1.png please`,
      empty_list: [],
      nested: { url: `https://s3.example.org/leader-uploads/${eventId}/photo_1.png` },
      photo: `upload:${eventId}/photo_5.png`,
    },
  },
];

/** Rows the migration must not write at all. */
const untouched: { label: string; data: Record<string, unknown> }[] = [
  { label: "no upload at all", data: { full_name: "Nadia", website: "https://example.org", note: "file:///etc/passwd" } },
  { label: "already a reference", data: { photo: `upload:${eventId}/photo_9.png` } },
  { label: "nothing", data: {} },
];

describe.each(testDatabaseKinds)("migration 0002_upload_keys on %s", (kind) => {
  let db: Database;
  const ids = new Map<string, string>();
  const versionsBefore = new Map<string, string>();

  beforeAll(async () => {
    db = await openDatabase(kind);
    await db.migrate(migrationsUpTo("0001_console"));
    await db.query(`insert into events (id, title, starts_at) values ($1, 'Robotics', now())`, [eventId]);
    await db.query(`insert into event_categories (id, name) values ($1, 'College')`, [categoryId]);
    for (const { label, data } of [...rows.map((r) => ({ label: r.label, data: r.before })), ...untouched]) {
      const [row] = await db.query<{ id: string; version: string }>(
        `insert into event_registrations (event_id, category_id, registration_data) values ($1, $2, $3::jsonb) returning id, xmin::text as version`,
        [eventId, categoryId, JSON.stringify(data)],
      );
      ids.set(label, row!.id);
      versionsBefore.set(label, row!.version);
    }
    await db.migrate(migrationsUpTo("0002_upload_keys"));
  }, 180_000);
  afterAll(() => db?.close());

  const stored = async (label: string) => {
    const [row] = await db.query<{ data: unknown; version: string }>(
      `select registration_data as data, xmin::text as version from event_registrations where id = $1`,
      [ids.get(label)],
    );
    return row!;
  };

  it.each(rows)("rewrites $label", async ({ label, after }) => {
    expect((await stored(label)).data).toEqual(after);
  });

  it.each(untouched)("does not write a row with $label", async ({ label, data }) => {
    const row = await stored(label);
    expect(row.data).toEqual(data);
    expect(row.version).toBe(versionsBefore.get(label));
  });

  it("changes nothing when run again", async () => {
    const before = await db.query<{ id: string; version: string }>(`select id, xmin::text as version from event_registrations order by id`);
    await db.query(readFileSync(path.join(migrationsFolder, "0002_upload_keys.sql"), "utf8"));
    expect(await db.query(`select id, xmin::text as version from event_registrations order by id`)).toEqual(before);
  });
});
