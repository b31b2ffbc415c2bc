import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { honeypotField } from "../shared/honeypot.ts";
import { registrationUploads } from "./db/schema.ts";
import { createTestApp, type TestApp } from "../../tests/support/app.ts";
import { testDatabaseKinds } from "../../tests/support/databases.ts";
import { foreignOrigin, siteOrigin } from "../../tests/support/organisers.ts";
import { startS3TestServer, type S3TestServer } from "../../tests/support/s3-server.ts";
import { multipartForm, solidPng } from "../../tests/support/upload-files.ts";
import { countRows, uploadEndpoints, writeEndpoints } from "../../tests/support/write-endpoints.ts";

// The attack-and-fault pass on submissions, kept as tests: submissions only from the site's own pages,
// unclaimed uploads budgeted and swept, unreadable multipart bodies answered 400.

const generous = { max: 100_000, windowMs: 60_000, pageViewMax: 100_000, notFoundMax: 100_000 };
let markerCount = 0;
const newMarker = () => `o${process.pid}x${Date.now().toString(36)}x${(markerCount++).toString(36)}`;
const registrations = writeEndpoints.find((e) => e.url === "/api/event-registrations")!;
const uploads = uploadEndpoints[0]!;
const png = solidPng(4, 4);

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
}, 120_000);
afterAll(() => s3?.close());

function uploadFrom(t: TestApp, options: { headers?: Record<string, string>; remoteAddress?: string; bytes?: Buffer; fields?: Record<string, string> } = {}) {
  const { payload, headers } = multipartForm(options.fields ?? {}, { bytes: options.bytes ?? png, filename: "me.png", contentType: "image/png" });
  return t.app.inject({
    method: "POST",
    url: uploads.target,
    payload,
    headers: { ...headers, ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

function registerWith(t: TestApp, photo: string, remoteAddress?: string) {
  const payload = registrations.validPayload(newMarker()) as { registrationData: Record<string, unknown> };
  return t.app.inject({
    method: "POST",
    url: registrations.url,
    payload: { ...payload, registrationData: { ...payload.registrationData, photo } },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const keyOfAnswer = (body: string) => (JSON.parse(body) as { url: string }).url.slice("upload:".length);
/** The value a form sends for the file: the reference and the upload's token. */
const answerOf = (body: string) => {
  const { url, token } = JSON.parse(body) as { url: string; token: string };
  return `${url}.${token}`;
};

/** Moves an upload's record back in time, as if it had waited that long. */
async function age(t: TestApp, key: string, hours: number) {
  await t.db.execute(sql`update registration_uploads set created_at = now() - make_interval(secs => ${hours * 3600}) where key = ${key}`);
}

async function uploadRow(t: TestApp, key: string) {
  const rows = await t.db.select().from(registrationUploads).where(sql`${registrationUploads.key} = ${key}`);
  return rows[0];
}

describe.each(testDatabaseKinds)("submissions from other sites on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: generous });
    await registrations.prepare!(t.db);
  }, 120_000);
  afterAll(() => t.close());

  const refused: [string, Record<string, string>][] = [
    ["another site's Origin", { origin: foreignOrigin }],
    ["Origin: null (a sandboxed frame, a data: page)", { origin: "null" }],
    ["another port of the site's host", { origin: "http://localhost:4000" }],
    ["Sec-Fetch-Site: cross-site without an Origin", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a neighbouring subdomain) without an Origin", { "sec-fetch-site": "same-site" }],
    ["a foreign Origin claiming same-origin", { origin: foreignOrigin, "sec-fetch-site": "same-origin" }],
  ];
  const allowed: [string, Record<string, string>][] = [
    ["the site's own Origin", { origin: siteOrigin, "sec-fetch-site": "same-origin" }],
    ["the Origin of the address it was sent to", { origin: "http://localhost:80" }],
    ["Sec-Fetch-Site: same-origin without an Origin", { "sec-fetch-site": "same-origin" }],
    ["neither header (curl, scripts)", {}],
  ];

  describe.each(writeEndpoints)("$name", (endpoint) => {
    it.each(refused)("refuses %s with 403 and stores nothing", async (_label, headers) => {
      const before = await countRows(t.db, endpoint.table);
      const response = await t.app.inject({ method: endpoint.method, url: endpoint.url, payload: endpoint.validPayload(newMarker()), headers });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, message: expect.stringMatching(/only from this site's own pages/) });
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(await countRows(t.db, endpoint.table)).toBe(before);
    });

    it.each(allowed)("accepts %s", async (_label, headers) => {
      const response = await t.app.inject({ method: endpoint.method, url: endpoint.url, payload: endpoint.validPayload(newMarker()), headers });
      expect(response.statusCode, response.body).toBe(endpoint.successStatus);
    });
  });

  it.each(refused)("uploads: refuses %s with 403 and stores no file", async (_label, headers) => {
    const before = await countRows(t.db, registrationUploads);
    const response = await uploadFrom(t, { headers });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/only from this site's own pages/) });
    expect(await countRows(t.db, registrationUploads)).toBe(before);
  });

  it.each(allowed)("uploads: accepts %s", async (_label, headers) => {
    const response = await uploadFrom(t, { headers });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe.each(testDatabaseKinds)("unreadable multipart bodies on %s", (kind) => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => log.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    t = await createTestApp(kind, { rateLimit: generous, logger: { stream } });
    await registrations.prepare!(t.db);
  }, 120_000);
  afterAll(() => t.close());

  const whole = multipartForm({ [honeypotField]: "" }, { bytes: solidPng(32, 32), filename: "me.png", contentType: "image/png" });
  const boundary = whole.headers["content-type"]!.split("boundary=")[1]!;
  const bodies: [string, Buffer][] = [
    ["cut off inside the file", whole.payload.subarray(0, whole.payload.length - 40)],
    ["cut off before the closing boundary", whole.payload.subarray(0, whole.payload.length - `--${boundary}--\r\n`.length)],
    ["with no part in the boundary it declares", Buffer.from("--another-boundary\r\ngarbage\r\n\r\n")],
    ["with a malformed part header", Buffer.from(`--${boundary}\r\nContent-Disposition form-data name=file\r\nNo colon here\r\n\r\nx`)],
  ];

  it.each(bodies)("a body %s is answered 400 with a clear message, logged as a client error without a stack", async (_label, body) => {
    const before = await countRows(t.db, registrationUploads);
    const seen = log.length;
    const response = await t.app.inject({ method: "POST", url: uploads.target, payload: body, headers: whole.headers });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request", message: expect.stringMatching(/cut off or is not a valid multipart/) });
    expect(await countRows(t.db, registrationUploads)).toBe(before);
    const lines = log.slice(seen).map((line) => JSON.parse(line) as { level: number; err?: unknown; msg: string; status?: number });
    expect(lines.some((line) => line.msg === "unreadable multipart body refused" && line.level === 30)).toBe(true);
    expect(lines.filter((line) => line.level >= 50 || line.err !== undefined)).toEqual([]);
  });

  it("a body cut off over real HTTP is answered 400 as well", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const body = whole.payload.subarray(0, Math.floor(whole.payload.length / 2));
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: "127.0.0.1", port, method: "POST", path: uploads.target, headers: { ...whole.headers, "content-length": String(body.length) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
    expect(answer.status, answer.body).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ message: expect.stringMatching(/cut off/) });
  });
});

const combinations = testDatabaseKinds.flatMap((db) => (["local", "s3"] as const).map((storage) => [db, storage] as const));

describe.each(combinations)("unclaimed uploads on %s with %s storage", (kind, storageKind) => {
  let t: TestApp;
  // Room for two of the small PNGs per address, five in all.
  const limits = { perAddressBytes: png.length * 2, totalBytes: png.length * 5, claimWindowMs: 24 * 60 * 60 * 1000 };
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: generous, uploads: limits, ...(storageKind === "s3" ? { storage: s3.config } : {}) });
    await registrations.prepare!(t.db);
  }, 120_000);
  afterAll(() => t.close());

  it("records each upload with its size and a hashed address, never the address itself", async () => {
    const response = await uploadFrom(t, { remoteAddress: "198.51.100.7" });
    expect(response.statusCode, response.body).toBe(201);
    const row = await uploadRow(t, keyOfAnswer(response.body));
    expect(row).toMatchObject({ bytes: png.length, claimedAt: null, registrationId: null });
    expect(row?.addressHash).not.toContain("198.51.100");
    await t.db.delete(registrationUploads);
  });

  it("answers 429 past the address's budget, 507 past the total, and a registration's claim frees the budget", async () => {
    const first = await uploadFrom(t, { remoteAddress: "198.51.100.1" });
    const second = await uploadFrom(t, { remoteAddress: "198.51.100.1" });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const third = await uploadFrom(t, { remoteAddress: "198.51.100.1" });
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests", message: expect.stringMatching(/waiting for a registration/) });
    // Claimed by a registration, a file no longer counts: the same address may upload again.
    expect((await registerWith(t, answerOf(first.body))).statusCode).toBe(201);
    expect((await uploadFrom(t, { remoteAddress: "198.51.100.1" })).statusCode).toBe(201);

    // Other addresses fill the rest of the total budget (five files, one of them claimed).
    for (const address of ["198.51.100.2", "198.51.100.2", "198.51.100.3"]) expect((await uploadFrom(t, { remoteAddress: address })).statusCode).toBe(201);
    const full = await uploadFrom(t, { remoteAddress: "198.51.100.4" });
    expect(full.statusCode, full.body).toBe(507);
    expect(full.json()).toMatchObject({ statusCode: 507, error: "Insufficient Storage", message: expect.stringMatching(/cannot take more files right now/) });
    const unclaimed = await t.db.select().from(registrationUploads).where(sql`${registrationUploads.claimedAt} is null`);
    expect(unclaimed.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(limits.totalBytes);
    await t.db.delete(registrationUploads);
  });

  it("an IPv6 visitor's budget covers the whole /64, so rotating addresses does not escape it", async () => {
    expect((await uploadFrom(t, { remoteAddress: "2001:db8:1:2::1" })).statusCode).toBe(201);
    expect((await uploadFrom(t, { remoteAddress: "2001:db8:1:2::2" })).statusCode).toBe(201);
    expect((await uploadFrom(t, { remoteAddress: "2001:db8:1:2::3" })).statusCode).toBe(429);
    await t.db.delete(registrationUploads);
  });

  it("the sweep deletes uploads no registration claimed within a day, object and record, and keeps the rest", async () => {
    const keyOf = async (remoteAddress: string) => keyOfAnswer((await uploadFrom(t, { remoteAddress })).body);
    const orphan = await keyOf("203.0.113.1");
    const claimedUpload = (await uploadFrom(t, { remoteAddress: "203.0.113.2" })).body;
    const claimed = keyOfAnswer(claimedUpload);
    const young = await keyOf("203.0.113.3");
    expect((await registerWith(t, answerOf(claimedUpload))).statusCode).toBe(201);
    await age(t, orphan, 25);
    await age(t, claimed, 25);
    await age(t, young, 23);

    expect(await t.app.uploadClaims.sweep()).toBe(1);
    expect(await t.app.storage.exists(orphan)).toBe(false);
    expect(await uploadRow(t, orphan)).toBeUndefined();
    expect(await t.app.storage.exists(claimed)).toBe(true);
    expect(await t.app.storage.exists(young)).toBe(true);
    expect(await uploadRow(t, claimed)).toMatchObject({ claimedAt: expect.any(Date), registrationId: expect.any(String) });
    // Two processes sweeping at once, or a sweep after a crash, find nothing left to do.
    expect(await Promise.all([t.app.uploadClaims.sweep(), t.app.uploadClaims.sweep()])).toEqual([0, 0]);
    await t.db.delete(registrationUploads);
  });

  it("a registration cannot claim an upload that waited past its day: it is refused with a clear message and stores nothing", async () => {
    const upload = (await uploadFrom(t, { remoteAddress: "203.0.113.9" })).body;
    await age(t, keyOfAnswer(upload), 24.05);
    const before = await countRows(t.db, registrations.table);
    const response = await registerWith(t, answerOf(upload));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/photo must be a file uploaded .* in the last day: please choose the file again/) });
    expect(await countRows(t.db, registrations.table)).toBe(before);
    await t.db.delete(registrationUploads);
  });

  it("a file uploaded with the honeypot filled is kept for the registration that uses it, which is flagged", async () => {
    const upload = (await uploadFrom(t, { remoteAddress: "203.0.113.10", fields: { [honeypotField]: "https://autofill.example" } })).body;
    const key = keyOfAnswer(upload);
    const payload = registrations.validPayload(newMarker()) as { registrationData: Record<string, unknown> };
    const response = await t.app.inject({
      method: "POST",
      url: registrations.url,
      payload: { ...payload, registrationData: { ...payload.registrationData, photo: answerOf(upload) }, [honeypotField]: "https://autofill.example" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = (await t.db.execute(
      sql`select suspected_spam_at is not null as flagged from event_registrations where registration_data->>'photo' = ${`upload:${key}`}`,
    )) as unknown as { rows: { flagged: boolean }[] };
    expect(result.rows).toEqual([{ flagged: true }]);
    expect(await uploadRow(t, key)).toMatchObject({ claimedAt: expect.any(Date) });
    await t.db.delete(registrationUploads);
  });
});

describe.each(testDatabaseKinds)("an upload belongs to one browser and one registration on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: generous });
    await registrations.prepare!(t.db);
  }, 120_000);
  afterAll(() => t.close());

  const refusedAsMissing = async (photo: string) => {
    const before = await countRows(t.db, registrations.table);
    const response = await registerWith(t, photo, "192.0.2.66");
    expect(response.statusCode, response.body).toBe(400);
    expect(await countRows(t.db, registrations.table)).toBe(before);
    return response.json() as unknown;
  };

  it("keeps only the token's hash with the upload", async () => {
    const answer = JSON.parse((await uploadFrom(t)).body) as { url: string; token: string };
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await uploadRow(t, answer.url.slice("upload:".length));
    expect(row?.tokenHash).toEqual(expect.any(String));
    expect(row?.tokenHash).not.toContain(answer.token);
  });

  it("a second registration with the same file, from another address, is refused and stores nothing", async () => {
    const upload = (await uploadFrom(t, { remoteAddress: "198.51.100.20" })).body;
    const first = await registerWith(t, answerOf(upload), "198.51.100.20");
    expect(first.statusCode, first.body).toBe(201);
    await refusedAsMissing(answerOf(upload));
    const rows = await t.db.select().from(registrationUploads).where(sql`${registrationUploads.key} = ${keyOfAnswer(upload)}`);
    expect(rows).toHaveLength(1);
  });

  it("two registrations sent at once with one file: exactly one is stored", async () => {
    const upload = (await uploadFrom(t)).body;
    const answers = await Promise.all([registerWith(t, answerOf(upload), "198.51.100.21"), registerWith(t, answerOf(upload), "198.51.100.22")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
  });

  it("a missing, claimed, foreign, token-less, wrongly tokened or stale file all get the same answer", async () => {
    const mine = (await uploadFrom(t)).body;
    const theirs = (await uploadFrom(t, { remoteAddress: "198.51.100.30" })).body;
    const claimed = (await uploadFrom(t)).body;
    expect((await registerWith(t, answerOf(claimed))).statusCode).toBe(201);
    const stale = (await uploadFrom(t)).body;
    await age(t, keyOfAnswer(stale), 25);
    const { url, token } = JSON.parse(mine) as { url: string; token: string };
    const their = JSON.parse(theirs) as { url: string; token: string };
    const missingKey = url.replace(/_\d+\.png$/, "_1.png");

    const missing = await refusedAsMissing(`${missingKey}.${token}`);
    expect(missing).toMatchObject({
      message: expect.stringMatching(/^The registration does not match the form: photo must be a file uploaded for this event/),
      issues: [{ path: "registrationData.photo", message: expect.stringMatching(/choose the file again/) }],
    });
    const cases = {
      "claimed by another registration": answerOf(claimed),
      "another browser's file, with this browser's token": `${their.url}.${token}`,
      "this browser's file, with another upload's token": `${url}.${their.token}`,
      "sent without its token": url,
      "sent with a made-up token": `${url}.${"A".repeat(22)}`,
      "sent with a token of the wrong shape": `${url}.x`,
      "past its day": answerOf(stale),
    };
    for (const [label, photo] of Object.entries(cases)) expect(await refusedAsMissing(photo), label).toEqual(missing);
    // The file sent rightly is still claimable: none of the attempts above claimed it.
    expect((await registerWith(t, answerOf(mine))).statusCode).toBe(201);
  });
});
