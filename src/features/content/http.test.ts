import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentRow, PointsAnswer } from "./contract.ts";
import { contentMessages } from "./fields.ts";
import { singleLineMessage } from "#shared/single-line.ts";
import { contentListIds, contentLists, type ContentListId } from "./rules.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { activityLog } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { solidPng } from "#tests/support/upload-files.ts";

/** A valid new row for each list: its required fields, and a link where it has one. */
const newRows: Record<ContentListId, Record<string, unknown>> = {
  "team-members": { name: "Nusrat Jahan", roleTitle: "Designer", facebookUrl: "https://facebook.com/nusrat" },
  "executive-members": { name: "Tanvir Hasan", title: "Treasurer" },
  "sub-executive-members": { name: "Farhan Ahmed", title: "Reporter", githubUrl: "https://github.com/farhan" },
  "alumni-members": { name: "Sadia Islam", graduationYear: 2019, company: "Bkash" },
  projects: { title: "Weather balloon", kind: "student", description: "A balloon with sensors.", repoUrl: "https://github.com/club/balloon" },
  publications: { title: "Small rockets", type: "research_paper", year: 2024 },
  "club-partners": { name: "Dr. Karim", organization: "BUET", websiteUrl: "https://buet.ac.bd" },
  "campus-ambassadors": { caNumber: "CA-900", name: "Rafi Chowdhury", institution: "Notre Dame College" },
};

const publicPaths: Record<ContentListId, string> = {
  "team-members": apiPaths.teamMembers,
  "executive-members": apiPaths.executiveMembers,
  "sub-executive-members": apiPaths.subExecutiveMembers,
  "alumni-members": apiPaths.alumniMembers,
  projects: apiPaths.projects,
  publications: apiPaths.publications,
  "club-partners": apiPaths.clubPartners,
  "campus-ambassadors": apiPaths.campusAmbassadors,
};

describe.each(testDatabaseKinds)("editing the public lists on %s", (kind) => {
  let t: TestApp;
  let editor: SignedInOrganiser;
  beforeAll(async () => {
    // The sample content (some rows without a display_order), and the public lists cached as in
    // production: an edit must reach them through list_changed.
    t = await createTestApp(kind, { seed: true, jsonCacheTtlMs: 60_000 });
    editor = await signedInAs(t, "editor");
  });
  afterAll(() => t.close());

  const send = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { origin: siteOrigin, cookie: editor.cookie }, ...(payload ? { payload } : {}) });
  const rowsOf = async (list: ContentListId) => {
    const response = await t.app.inject({ method: "GET", url: consoleApiPath(consoleApiPaths.contentRows, { list }), headers: { cookie: editor.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ rows: ContentRow[] }>().rows;
  };
  /** The public list, polled for up to a second until `check` holds (the notification is asynchronous). */
  const publicList = async (list: ContentListId, check: (rows: Record<string, unknown>[]) => boolean) => {
    const deadline = Date.now() + 1000;
    for (;;) {
      const rows = (await t.app.inject({ method: "GET", url: publicPaths[list] })).json<Record<string, unknown>[]>();
      if (check(rows) || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const activityOf = (id: string) => t.db.select().from(activityLog).where(eq(activityLog.subjectId, id)).orderBy(activityLog.createdAt);

  describe.each(contentListIds)("%s", (list) => {
    const descriptor = contentLists[list];
    const nameField = descriptor.nameField;

    it("adds a row, changes it, hides and shows it, and deletes it, each in the activity log and on the public list at once", async () => {
      await publicList(list, () => true); // the public list is cached before the edits
      const created = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), newRows[list]);
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json<{ row: ContentRow }>().row;
      expect(row.active).toBe(true);
      expect(row.values[nameField]).toBe(newRows[list][nameField]);
      // An ordered list's new row goes last, after the rows the seed or SQL left without a place.
      if (descriptor.ordered) expect((await rowsOf(list)).at(-1)?.id).toBe(row.id);
      expect((await publicList(list, (rows) => rows.some((r) => r.id === row.id))).some((r) => r.id === row.id)).toBe(true);

      const renamed = `${String(newRows[list][nameField])} II`;
      const changed = await send("PATCH", consoleApiPath(consoleApiPaths.contentRow, { list, id: row.id }), { ...newRows[list], [nameField]: renamed });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<{ row: ContentRow }>().row.values[nameField]).toBe(renamed);
      const shown = await publicList(list, (rows) => rows.some((r) => r.id === row.id && r[nameField] === renamed));
      expect(shown.find((r) => r.id === row.id)?.[nameField]).toBe(renamed);

      const hidden = await send("POST", consoleApiPath(consoleApiPaths.contentRowActive, { list, id: row.id }), { active: false });
      expect(hidden.json<{ row: ContentRow }>().row.active).toBe(false);
      expect((await publicList(list, (rows) => !rows.some((r) => r.id === row.id))).some((r) => r.id === row.id)).toBe(false);
      expect((await rowsOf(list)).find((r) => r.id === row.id)?.active).toBe(false);
      await send("POST", consoleApiPath(consoleApiPaths.contentRowActive, { list, id: row.id }), { active: true });

      const deleted = await send("DELETE", consoleApiPath(consoleApiPaths.contentRow, { list, id: row.id }));
      expect(deleted.statusCode).toBe(204);
      expect((await rowsOf(list)).some((r) => r.id === row.id)).toBe(false);
      expect((await send("DELETE", consoleApiPath(consoleApiPaths.contentRow, { list, id: row.id }))).statusCode).toBe(404);

      const entries = await activityOf(row.id);
      expect(entries.map((e) => e.action)).toEqual(["content-added", "content-changed", "content-changed", "content-changed", "content-deleted"]);
      expect(entries.every((e) => e.organiserId === editor.id)).toBe(true);
      const nameLabel = descriptor.fields.find((f) => f.name === nameField)!.label;
      expect(entries[1]!.details).toEqual({ name: renamed, fields: [nameLabel] });
      expect(entries[2]!.details).toEqual({ name: renamed, active: false });
      expect((entries[4]!.details as { row: Record<string, unknown> }).row[nameField]).toBe(renamed);
    });

    it("refuses a row the form would refuse, with the form's message, and stores nothing", async () => {
      const before = (await rowsOf(list)).length;
      const missing = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), { ...newRows[list], [nameField]: "   " });
      expect(missing.statusCode).toBe(400);
      const label = descriptor.fields.find((f) => f.name === nameField)!.label;
      expect(missing.json().message).toBe(contentMessages.required(label));
      const unknown = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), { ...newRows[list], points: 1000 });
      expect(unknown.statusCode).toBe(400);
      const linkField = descriptor.fields.find((f) => f.kind === "link");
      if (linkField) {
        for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "ftp://files.example"]) {
          const response = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), { ...newRows[list], [linkField.name]: bad });
          expect(response.statusCode, bad).toBe(400);
          expect(response.json().message).toBe(contentMessages.link);
        }
      }
      const pictureField = descriptor.fields.find((f) => f.kind === "photo" || f.kind === "cover")!;
      // A typed path, or a picture on another host (which would learn of every visitor): 400 at the field (docs/security.md).
      for (const address of ["/uploads/x.png", "https://tracker.example/pixel.webp", "//tracker.example/pixel.webp", "/media/../x.webp"]) {
        const typed = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), { ...newRows[list], [pictureField.name]: address });
        expect(typed.statusCode, address).toBe(400);
        expect(typed.json()).toMatchObject({ message: contentMessages.picture(pictureField.label), fields: { [pictureField.name]: contentMessages.picture(pictureField.label) } });
      }
      // A line break in a one-line field (docs/security.md): 400 at that field.
      const oneLine = descriptor.fields.find((f) => f.kind === "text")!;
      const broken = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), { ...newRows[list], [oneLine.name]: "Nick\r\nBcc: victim@example.org" });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().fields).toEqual({ [oneLine.name]: singleLineMessage(oneLine.label) });
      expect(await rowsOf(list)).toHaveLength(before);
    });

    it("takes a picture this site stored: an upload's /media/ address or a sample picture under /images/sample/", async () => {
      const pictureField = descriptor.fields.find((f) => f.kind === "photo" || f.kind === "cover")!;
      for (const address of [`/media/${"0123456789abcdef".repeat(4)}.webp`, "/images/sample/portrait-01.webp"]) {
        const created = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), { ...newRows[list], [pictureField.name]: address });
        expect(created.statusCode, created.body).toBe(201);
        const row = created.json<{ row: ContentRow }>().row;
        expect(row.values[pictureField.name]).toBe(address);
        expect((await send("DELETE", consoleApiPath(consoleApiPaths.contentRow, { list, id: row.id }))).statusCode).toBe(204);
      }
    });
  });

  it("files a project under its kind with its lead, duration and funding, which the public list carries; a kind not offered is refused and nothing stored", async () => {
    const list = "projects";
    const created = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), {
      ...newRows[list],
      title: "Cloud chamber",
      kind: "completed",
      lead: "Physics department",
      duration: "5 weeks",
      funding: "Club fund",
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ row: ContentRow }>().row.id;
    const rows = await publicList(list, (rows) => rows.some((row) => row.id === id));
    expect(rows.find((row) => row.id === id)).toMatchObject({ kind: "completed", lead: "Physics department", duration: "5 weeks", funding: "Club fund", leadBn: null });

    for (const kind of ["workshop", "", undefined]) {
      const refused = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), { ...newRows[list], title: "Fog chamber", kind });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ kind: contentMessages.choice("Kind") });
    }
    expect((await rowsOf(list)).some((row) => row.values.title === "Fog chamber")).toBe(false);
  });

  it("keeps an e-mail address without its mailto: and refuses one that is not an address", async () => {
    const list = "team-members";
    const ok = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), { ...newRows[list], email: "mailto:nusrat@club.example" });
    expect(ok.json<{ row: ContentRow }>().row.values.email).toBe("nusrat@club.example");
    const bad = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), { ...newRows[list], email: "nusrat@club.example?cc=x@y.z" });
    expect(bad.json().message).toBe(contentMessages.email);
  });

  it("reorders the team as sent, and the public team follows at once; a stale order is refused", async () => {
    const list = "team-members";
    for (const name of ["Order A", "Order B", "Order C"]) await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), { name, roleTitle: "Volunteer" });
    const all = await rowsOf(list);
    const ids = all.map((r) => r.id);
    const reversed = [...ids].reverse();
    const shownReversed = reversed.filter((id) => all.find((r) => r.id === id)!.active);
    const response = await send("POST", consoleApiPath(consoleApiPaths.contentOrder, { list }), { ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ rows: ContentRow[] }>().rows.map((r) => r.id)).toEqual(reversed);
    const publicIds = (await publicList(list, (rows) => rows[0]?.id === shownReversed[0])).map((r) => r.id);
    expect(publicIds).toEqual(shownReversed);
    const stale = await send("POST", consoleApiPath(consoleApiPaths.contentOrder, { list }), { ids: reversed.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect((await t.db.select().from(activityLog).where(eq(activityLog.action, "content-reordered"))).length).toBe(1);
  });

  it("gives and takes an ambassador's points with a reason: the leaderboard shows the total, the history who, when, how many and why", async () => {
    const created = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list: "campus-ambassadors" }), newRows["campus-ambassadors"]);
    const id = created.json<{ row: ContentRow }>().row.id;
    const url = consoleApiPath(consoleApiPaths.ambassadorPoints, { id });
    expect((await send("POST", url, { delta: 50, reason: "Brought 10 members" })).statusCode).toBe(200);
    const taken = await send("POST", url, { delta: -20, reason: " Duplicate entry " });
    const answer = taken.json<PointsAnswer>();
    expect(answer.points).toBe(30);
    expect(answer.history.map((h) => [h.delta, h.reason, h.organiser.email])).toEqual([
      [-20, "Duplicate entry", editor.email],
      [50, "Brought 10 members", editor.email],
    ]);
    const board = await publicList("campus-ambassadors", (rows) => rows.some((r) => r.id === id && r.points === 30));
    expect(board.find((r) => r.id === id)?.points).toBe(30);

    const below = await send("POST", url, { delta: -31, reason: "Too many" });
    expect(below.statusCode).toBe(409);
    for (const payload of [{ delta: 0, reason: "x" }, { delta: 5, reason: "  " }, { delta: 1.5, reason: "x" }]) {
      expect((await send("POST", url, payload)).statusCode).toBe(400);
    }
    const read = await t.app.inject({ method: "GET", url, headers: { cookie: editor.cookie } });
    expect(read.json<PointsAnswer>().history).toHaveLength(2);
    const logged = await t.db.select().from(activityLog).where(and(eq(activityLog.action, "points-changed"), eq(activityLog.subjectId, id)));
    expect(logged.map((e) => (e.details as { delta: number }).delta).sort()).toEqual([-20, 50]);
  });

  describe("pictures", () => {
    const upload = (list: ContentListId, payload: Buffer) =>
      t.app.inject({
        method: "POST",
        url: consoleApiPath(consoleApiPaths.contentPictures, { list }),
        headers: { origin: siteOrigin, cookie: editor.cookie, "content-type": "application/octet-stream" },
        payload,
      });

    it("turns a PNG into a WebP at the card's size, served with a year-long cache, and a member shows it", async () => {
      const response = await upload("team-members", solidPng(900, 600));
      expect(response.statusCode, response.body).toBe(201);
      const { url } = response.json<{ url: string }>();
      expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
      const served = await t.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 400, 400]);

      const cover = (await upload("projects", solidPng(900, 600))).json<{ url: string }>().url;
      const coverMeta = await sharp((await t.app.inject({ method: "GET", url: cover })).rawPayload).metadata();
      expect([coverMeta.width, coverMeta.height]).toEqual([800, 450]);

      const member = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list: "team-members" }), { name: "With Photo", roleTitle: "Volunteer", imageUrl: url });
      expect(member.statusCode, member.body).toBe(201);
      const shown = await publicList("team-members", (rows) => rows.some((r) => r.imageUrl === url));
      expect(shown.find((r) => r.name === "With Photo")?.imageUrl).toBe(url);
    });

    it("refuses a text file named like a picture, a GIF, an empty body and anything over 10 MB", async () => {
      const text = await upload("team-members", Buffer.from("not a picture at all, though named photo.png"));
      expect(text.statusCode).toBe(415);
      expect(text.json().message).toBe("This file is not a PNG, JPEG or WebP picture. Please choose one of those.");
      expect((await upload("team-members", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"))).statusCode).toBe(415);
      const huge = Buffer.concat([solidPng(8, 8), Buffer.alloc(10 * 1024 * 1024)]);
      expect((await upload("team-members", huge)).statusCode).toBe(413);
      const broken = Buffer.concat([solidPng(8, 8).subarray(0, 40)]);
      expect((await upload("team-members", broken)).statusCode).toBe(415);
    });

    it("answers an unknown picture with 404, and a name not of its shape too", async () => {
      expect((await t.app.inject({ method: "GET", url: `/media/${"0".repeat(64)}.webp` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: "/media/..%2Fsecret.webp" })).statusCode).toBe(404);
    });
  });
});
