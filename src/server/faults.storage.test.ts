import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import type * as fsPromises from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { consoleApiPaths } from "../shared/console/paths.ts";
import { uploadBucket } from "../shared/registration-uploads.ts";
import { sql } from "drizzle-orm";
import { apiPaths } from "../shared/api/paths.ts";
import { pictureMessages } from "#features/content/service.server.ts";
import { contactMessages, registrationUploads } from "./db/schema.ts";
import { databaseFaultMessages } from "./plugins/app/database-faults.ts";
import { healthReport } from "./routes/api/health.ts";
import { createTestApp, type TestApp } from "../../tests/support/app.ts";
import { testDatabaseKinds } from "../../tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "../../tests/support/organisers.ts";
import { multipartFile, solidPng } from "../../tests/support/upload-files.ts";
import { countRows, uploadEndpoints, writeEndpoints } from "../../tests/support/write-endpoints.ts";

// A full disk under DATA_DIR answered 500, left a partial file and empty files
// behind, and /api/health said "ok". The disk is made full here at our storage's own boundary: the
// file the local storage writes fails with ENOSPC after a few bytes, as a real full disk does.

const full = vi.hoisted(() => ({ afterBytes: null as number | null }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises & { default: typeof fsPromises }>();
  const open = (async (...args: Parameters<typeof actual.open>) => {
    const handle = await actual.open(...args);
    const limit = full.afterBytes;
    // Only the storage's temporary files: the embedded database's own files are left alone.
    if (limit === null || !String(args[0]).endsWith(".tmp")) return handle;
    return new Proxy(handle, {
      get(target, property) {
        if (property === "writeFile") {
          return async (data: Buffer) => {
            await target.write(data.subarray(0, limit));
            throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28, syscall: "write" });
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }) as typeof actual.open;
  return { ...actual, open, default: { ...actual.default, open } };
});

const uploads = uploadEndpoints[0]!;
const generous = { max: 100_000, windowMs: 60_000, pageViewMax: 100_000, notFoundMax: 100_000, signInMax: 100_000 };

/** Every file under `dir`, at any depth, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function setUp(kind: (typeof testDatabaseKinds)[number], root: string) {
  const t = await createTestApp(kind, { rateLimit: generous, storage: { kind: "local", root, bucket: uploadBucket } });
  await uploads.prepare(t.db);
  return t;
}

function sendUpload(t: TestApp, bytes: Buffer) {
  const { payload, headers } = multipartFile(bytes, "me.png", "image/png");
  return t.app.inject({ method: "POST", url: uploads.target, payload, headers });
}

const health = async (t: TestApp) => (await t.app.inject({ method: "GET", url: "/api/health" })).json<{ status: string }>().status;

describe.each(testDatabaseKinds)("a full disk on %s", (kind) => {
  let t: TestApp;
  let editor: SignedInOrganiser;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "full-disk-"));
    t = await setUp(kind, root);
    editor = await signedInAs(t, "editor");
  }, 180_000);
  beforeEach(() => {
    full.afterBytes = null;
  });
  afterAll(async () => {
    full.afterBytes = null;
    await t.close();
  });

  const sendCover = (bytes: Buffer) =>
    t.app.inject({
      method: "POST",
      url: consoleApiPaths.contentEventCover,
      headers: { origin: siteOrigin, cookie: editor.cookie, "content-type": "application/octet-stream" },
      payload: bytes,
    });

  it("an upload is answered 507 with a message, leaves no file and no record, and health is degraded until a write succeeds", async () => {
    expect(await health(t)).toBe("ok");
    full.afterBytes = 40;
    const refused = await sendUpload(t, solidPng(64, 64));
    expect(refused.statusCode, refused.body).toBe(507);
    expect(refused.json()).toEqual({ statusCode: 507, error: "Insufficient Storage", message: expect.stringMatching(/no room to store files right now/) });
    expect(filesUnder(root)).toEqual([]);
    expect(await countRows(t.db, registrationUploads)).toBe(0);
    expect(await health(t)).toBe("degraded");

    // A console picture meets the same full disk.
    const cover = await sendCover(solidPng(160, 90));
    expect(cover.statusCode, cover.body).toBe(507);
    expect(cover.json()).toMatchObject({ statusCode: 507, message: pictureMessages.storageFull });
    expect(filesUnder(root)).toEqual([]);

    // Room again: the next write succeeds, stores one whole file and clears the health.
    full.afterBytes = null;
    const png = solidPng(64, 64);
    const stored = await sendUpload(t, png);
    expect(stored.statusCode, stored.body).toBe(201);
    const key = stored.json<{ url: string }>().url.slice("upload:".length);
    expect(filesUnder(root)).toEqual([path.join(uploadBucket, ...key.split("/"))]);
    expect(await t.app.storage.read(key)).toEqual(png);
    expect(await health(t)).toBe("ok");
  });
});

/**
 * The same on a real 3 MB file system, when this process may mount one (root, tmpfs): skipped
 * elsewhere. Files of 1 MB are uploaded until the disk is full.
 */
const tmpfs = (() => {
  if (process.getuid?.() !== 0 || process.platform !== "linux") return null;
  const dir = mkdtempSync(path.join(tmpdir(), "full-tmpfs-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=3m", "tmpfs", dir], { stdio: "ignore" });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
})();

describe.skipIf(tmpfs === null)("a real full 3 MB file system", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A reserve of 256 KB, read by the real statfs: the disk is never filled to its last byte.
    t = await createTestApp("pglite", { rateLimit: generous, storage: { kind: "local", root: tmpfs!, bucket: uploadBucket }, freeSpaceReserveBytes: 256 * 1024 });
    await uploads.prepare(t.db);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    execFileSync("umount", [tmpfs!]);
    rmSync(tmpfs!, { recursive: true, force: true });
  });

  it("answers 507 once it is full, keeps only whole files, and says degraded", async () => {
    // A real PNG header followed by 1 MB that does not compress: the type and size checks read only the header.
    const megabytePng = () => Buffer.concat([solidPng(8, 8), randomBytes(1024 * 1024)]);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await sendUpload(t, megabytePng())).statusCode);
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    expect(statuses.at(-1)).toBe(507);
    const files = filesUnder(tmpfs!);
    expect(files).toHaveLength(statuses.filter((status) => status === 201).length);
    expect(files.every((file) => !file.endsWith(".tmp"))).toBe(true);
    expect(await countRows(t.db, registrationUploads)).toBe(files.length);
    expect(await health(t)).toBe("degraded");
    // Refused by the reserve, before the disk was full: at least the reserve is still free.
    expect(await t.app.freeSpace.leastFree()).toBeGreaterThanOrEqual(256 * 1024);
  });
});

// The free-space reserve: 12 unauthenticated uploads filled the last space, then
// every submission answered 500 while health said "ok". Uploads now leave a reserve free (the
// free space is told by a probe here, by statfs in the server), and the database's own "disk full"
// is a 507 with a message.
describe.each(testDatabaseKinds)("the free-space reserve on %s", (kind) => {
  const reserve = 8 * 1024 * 1024;
  const space = { free: 1024 * 1024 * 1024 };
  let t: TestApp;
  let root: string;
  let editor: SignedInOrganiser;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "reserve-"));
    t = await createTestApp(kind, {
      rateLimit: generous,
      storage: { kind: "local", root, bucket: uploadBucket },
      freeSpaceReserveBytes: reserve,
      freeSpaceProbe: async () => space.free,
    });
    await uploads.prepare(t.db);
    editor = await signedInAs(t, "editor");
  }, 180_000);
  afterAll(() => t.close());

  it("an upload that would eat into the reserve is refused with 507 before a byte is written; health is degraded below it", async () => {
    const png = solidPng(64, 64);
    expect((await sendUpload(t, png)).statusCode).toBe(201);
    expect(await health(t)).toBe("ok");
    const before = filesUnder(root);

    // Just above the reserve: this file would take part of it.
    space.free = reserve + png.length - 1;
    const refused = await sendUpload(t, png);
    expect(refused.statusCode, refused.body).toBe(507);
    expect(refused.json()).toEqual({ statusCode: 507, error: "Insufficient Storage", message: expect.stringMatching(/no room to store files right now/) });
    expect(filesUnder(root)).toEqual(before);
    expect(await countRows(t.db, registrationUploads)).toBe(1);
    const cover = await t.app.inject({
      method: "POST",
      url: consoleApiPaths.contentEventCover,
      headers: { origin: siteOrigin, cookie: editor.cookie, "content-type": "application/octet-stream" },
      payload: solidPng(160, 90),
    });
    expect(cover.statusCode, cover.body).toBe(507);
    expect(filesUnder(root)).toEqual(before);

    // Below the reserve, health says so without any write, and only "degraded" to the public.
    space.free = 1024 * 1024 * 1024;
    expect((await sendUpload(t, png)).statusCode).toBe(201);
    expect(await health(t)).toBe("ok");
    space.free = reserve - 1;
    const answer = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: "degraded" });
    expect(await healthReport(t.app)).toMatchObject({ status: "degraded", freeSpace: { belowReserve: true } });

    space.free = 1024 * 1024 * 1024;
    expect(await health(t)).toBe("ok");
  });
});

describe.each(testDatabaseKinds)("the database's disk full on %s", (kind) => {
  const contact = writeEndpoints.find((endpoint) => endpoint.url === apiPaths.contactMessages)!;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: generous });
  }, 180_000);
  afterAll(() => t.close());

  /** Every insert into `table` fails as PostgreSQL fails a write on a full disk (SQLSTATE 53100). */
  const fillDisk = async (table: string) => {
    await t.db.execute(sql.raw(`create or replace function disk_is_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`));
    await t.db.execute(sql.raw(`create trigger disk_is_full before insert on ${table} for each row execute function disk_is_full()`));
    return () => t.db.execute(sql.raw(`drop trigger disk_is_full on ${table}`));
  };

  it("a submission is answered 507 with a clear message, nothing is stored, and health is degraded", async () => {
    expect(await health(t)).toBe("ok");
    const free = await fillDisk("contact_messages");
    let answer;
    try {
      answer = await t.app.inject({ method: "POST", url: contact.url, payload: contact.validPayload(`full${Date.now()}`) });
    } finally {
      await free();
    }
    expect(answer.statusCode, answer.body).toBe(507);
    expect(answer.json()).toEqual({ statusCode: 507, error: "Insufficient Storage", message: databaseFaultMessages.full });
    expect(await countRows(t.db, contactMessages)).toBe(0);
    expect(await health(t)).toBe("degraded");
    expect(await healthReport(t.app)).toMatchObject({ status: "degraded", databaseWrites: { diskFullLastMinute: true } });
    // Room again: the same message is stored.
    const stored = await t.app.inject({ method: "POST", url: contact.url, payload: contact.validPayload(`full${Date.now()}`) });
    expect(stored.statusCode, stored.body).toBe(201);
  });

  it("a write outside the public forms (an organiser's sign-in) is a 507 too, not a 500", async () => {
    const free = await fillDisk("activity_log");
    let answer;
    try {
      answer = await t.app.inject({ method: "POST", url: consoleApiPaths.signIn, headers: { origin: siteOrigin }, payload: { email: "nobody@club.example", password: "a password of some length" } });
    } finally {
      await free();
    }
    expect(answer.statusCode, answer.body).toBe(507);
    expect(answer.json()).toEqual({ statusCode: 507, error: "Insufficient Storage", message: databaseFaultMessages.full });
  });
});
