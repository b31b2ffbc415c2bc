import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organiserMessages, type OrganiserListItem } from "./contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { activityLog, organisers } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { createOrganiser, signedInAs, signIn, siteOrigin, testPassword, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { changeOrganiser } from "./service.server.ts";

describe.each(testDatabaseKinds)("managing organisers on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInOrganiser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInAs(t, "admin");
  });
  afterAll(() => t.close());

  const list = async (cookie = admin.cookie) => {
    const response = await t.app.inject({ method: "GET", url: consoleApiPaths.organisers, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ organisers: OrganiserListItem[] }>().organisers;
  };
  const add = (payload: object, cookie = admin.cookie) =>
    t.app.inject({ method: "POST", url: consoleApiPaths.organisers, headers: { origin: siteOrigin, cookie }, payload });
  const change = (id: string, payload: object, cookie = admin.cookie) =>
    t.app.inject({ method: "PATCH", url: consoleApiPath(consoleApiPaths.organiser, { id }), headers: { origin: siteOrigin, cookie }, payload });
  const newLink = (id: string, cookie = admin.cookie) =>
    t.app.inject({ method: "POST", url: consoleApiPath(consoleApiPaths.organiserSetupLink, { id }), headers: { origin: siteOrigin, cookie }, payload: {} });
  const setUp = (link: string) => {
    const token = new URL(link).searchParams.get("token")!;
    return t.app.inject({
      method: "POST",
      url: consoleApiPaths.setup,
      headers: { origin: siteOrigin },
      payload: { token, password: testPassword, confirmPassword: testPassword },
    });
  };
  const activityOf = (subjectId: string) =>
    t.db.select().from(activityLog).where(and(eq(activityLog.subjectType, "organiser"), eq(activityLog.subjectId, subjectId)));
  const session = (cookie: string) => t.app.inject({ method: "GET", url: consoleApiPaths.session, headers: { cookie } });
  const unknownId = "00000000-0000-4000-8000-000000000000";

  it("adds a check-in helper, who may open the door and nothing else (decision 115)", async () => {
    const response = await add({ email: "door.helper@club.example", name: "Door Helper", role: "checkin" });
    expect(response.statusCode, response.body).toBe(201);
    const { id, setupLink } = response.json<{ id: string; setupLink: string }>();
    expect((await list()).find((o) => o.id === id)).toMatchObject({ role: "checkin" });
    expect((await setUp(setupLink)).statusCode).toBe(204);
    const cookie = await signIn(t.app, "door.helper@club.example");
    const session = await t.app.inject({ method: "GET", url: consoleApiPaths.session, headers: { cookie } });
    expect(session.json()).toMatchObject({ organiser: { role: "checkin" } });
    expect((await t.app.inject({ method: "GET", url: consoleApiPaths.checkInEvents, headers: { cookie } })).statusCode).toBe(200);
    for (const url of [consoleApiPaths.overview, consoleApiPaths.registrations, consoleApiPaths.applications, consoleApiPaths.notifications]) {
      expect((await t.app.inject({ method: "GET", url, headers: { cookie } })).statusCode, url).toBe(403);
    }
  });

  it("adds an organiser with a set-up link that works once, recording which admin added them", async () => {
    const response = await add({ email: "  Rahima.Khatun@Club.Example ", name: " Rahima Khatun ", role: "reviewer" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { id, setupLink } = response.json<{ id: string; setupLink: string }>();
    expect(setupLink).toMatch(/^http:\/\/localhost:3000\/organiser\/setup\?token=[A-Za-z0-9]+$/);

    const listed = (await list()).find((o) => o.id === id);
    expect(listed).toMatchObject({ name: "Rahima Khatun", email: "rahima.khatun@club.example", role: "reviewer", disabled: false, passwordSet: false, lastSignInAt: null });
    expect(Date.parse(listed!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const entries = await activityOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "organiser-added", organiserId: admin.id, organiserEmail: admin.email });
    expect(entries[0]!.details).toEqual({ email: "rahima.khatun@club.example", role: "reviewer" });

    expect((await setUp(setupLink)).statusCode).toBe(204);
    expect((await setUp(setupLink)).statusCode).toBe(400);
    expect((await list()).find((o) => o.id === id)).toMatchObject({ passwordSet: true, lastSignInAt: null });
    await signIn(t.app, "rahima.khatun@club.example");
    const signedIn = (await list()).find((o) => o.id === id)!;
    expect(signedIn.lastSignInAt).not.toBeNull();
    expect(Date.parse(signedIn.lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses an e-mail address that is taken, whatever its case, and adds nothing", async () => {
    expect((await add({ email: "taken@club.example", name: "First", role: "editor" })).statusCode).toBe(201);
    const before = (await list()).length;
    const again = await add({ email: "TAKEN@club.example", name: "Second", role: "admin" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An organiser with the e-mail address taken@club.example exists already.");
    expect(await list()).toHaveLength(before);
  });

  it.each([
    [{ email: "not-an-address", name: "X", role: "editor" }, "Enter a valid e-mail address."],
    [{ email: "x@club.example", name: "   ", role: "editor" }, "Enter the organiser's name."],
    [{ email: "x@club.example", name: "X", role: "owner" }, "The role must be one of admin, reviewer, editor, checkin."],
    [{ email: "x@club.example", name: "X", role: "editor", disabled: true }, undefined],
  ])("refuses a new organiser %j with 400", async (payload, message) => {
    const before = (await list()).length;
    const response = await add(payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toContain(message);
    expect(await list()).toHaveLength(before);
  });

  it("lists organisers by name, whatever the case of the first letter", async () => {
    for (const name of ["zubair Hasan", "Anika Rahman", "mahin Chowdhury"]) {
      expect((await add({ email: `${name.split(" ")[0]!.toLowerCase()}.sort@club.example`, name, role: "editor" })).statusCode).toBe(201);
    }
    const names = (await list()).map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names.indexOf("Anika Rahman")).toBeLessThan(names.indexOf("mahin Chowdhury"));
    expect(names.indexOf("mahin Chowdhury")).toBeLessThan(names.indexOf("zubair Hasan"));
  });

  it("changes a role and answers with the organiser as listed, recording who changed it", async () => {
    const reviewer = await createOrganiser(t, "reviewer");
    const response = await change(reviewer.id, { role: "editor" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().organiser).toMatchObject({ id: reviewer.id, email: reviewer.email, role: "editor", disabled: false, passwordSet: true });
    const [entry] = (await activityOf(reviewer.id)).filter((e) => e.action === "organiser-changed");
    expect(entry).toMatchObject({ organiserId: admin.id, organiserEmail: admin.email });
    expect(entry!.details).toEqual({ email: reviewer.email, role: { from: "reviewer", to: "editor" } });
  });

  it("disables an organiser, ending their session at once, and enables them again", async () => {
    const reviewer = await signedInAs(t, "reviewer");
    expect((await session(reviewer.cookie)).statusCode).toBe(200);
    const disabled = await change(reviewer.id, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().organiser).toMatchObject({ disabled: true });
    expect((await session(reviewer.cookie)).statusCode).toBe(401);
    await expect(signIn(t.app, reviewer.email)).rejects.toThrow(/401/);

    const enabled = await change(reviewer.id, { disabled: false });
    expect(enabled.json().organiser).toMatchObject({ disabled: false });
    expect((await session(await signIn(t.app, reviewer.email))).statusCode).toBe(200);
    const details = (await activityOf(reviewer.id)).filter((e) => e.action === "organiser-changed").map((e) => e.details);
    expect(details).toEqual(expect.arrayContaining([{ email: reviewer.email, disabled: true }, { email: reviewer.email, disabled: false }]));
  });

  it("refuses an admin's own demotion or disabling, and changes nothing", async () => {
    for (const payload of [{ role: "reviewer" }, { disabled: true }, { role: "editor", disabled: false }]) {
      const response = await change(admin.id, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(organiserMessages.self);
    }
    expect((await list()).find((o) => o.id === admin.id)).toMatchObject({ role: "admin", disabled: false });
    expect((await session(admin.cookie)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown organiser and 400 for a malformed id or an empty change", async () => {
    expect((await change(unknownId, { role: "editor" })).json().message).toBe(organiserMessages.notFound);
    expect((await change(unknownId, { role: "editor" })).statusCode).toBe(404);
    expect((await newLink(unknownId)).statusCode).toBe(404);
    expect((await change("not-an-id", { role: "editor" })).statusCode).toBe(400);
    expect((await newLink("not-an-id")).statusCode).toBe(400);
    const reviewer = await createOrganiser(t, "reviewer");
    const empty = await change(reviewer.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("Say what to change");
    expect((await change(reviewer.id, { role: "owner" })).statusCode).toBe(400);
    expect((await change(reviewer.id, { disabled: "yes" })).statusCode).toBe(400);
    expect((await change(reviewer.id, { role: "editor", email: "x@club.example" })).statusCode).toBe(400);
    expect((await list()).find((o) => o.id === reviewer.id)).toMatchObject({ role: "reviewer", email: reviewer.email });
  });

  it("issues a new set-up link that lets an organiser choose a new password, recording who issued it", async () => {
    const editor = await createOrganiser(t, "editor");
    const response = await newLink(editor.id);
    expect(response.statusCode).toBe(200);
    const { setupLink } = response.json<{ setupLink: string }>();
    expect(setupLink).toMatch(/^http:\/\/localhost:3000\/organiser\/setup\?token=/);
    const token = new URL(setupLink).searchParams.get("token")!;
    const newPassword = "a different long password";
    const set = await t.app.inject({
      method: "POST",
      url: consoleApiPaths.setup,
      headers: { origin: siteOrigin },
      payload: { token, password: newPassword, confirmPassword: newPassword },
    });
    expect(set.statusCode).toBe(204);
    await expect(signIn(t.app, editor.email)).rejects.toThrow(/401/);
    await signIn(t.app, editor.email, newPassword);
    const [entry] = (await activityOf(editor.id)).filter((e) => e.action === "setup-link-issued");
    expect(entry).toMatchObject({ organiserId: admin.id, organiserEmail: admin.email });
  });

  it("refuses a body on the new-link request", async () => {
    const editor = await createOrganiser(t, "editor");
    const response = await t.app.inject({
      method: "POST",
      url: consoleApiPath(consoleApiPaths.organiserSetupLink, { id: editor.id }),
      headers: { origin: siteOrigin, cookie: admin.cookie },
      payload: { email: "someone@else.example" },
    });
    expect(response.statusCode).toBe(400);
  });

  it("keeps at least one enabled admin, even when two admins remove each other at the same moment", async () => {
    const own = await createTestApp(kind);
    try {
      const first = await signedInAs(own, "admin");
      const second = await signedInAs(own, "admin");
      const patch = (by: SignedInOrganiser, target: SignedInOrganiser, payload: object) =>
        own.app.inject({
          method: "PATCH",
          url: consoleApiPath(consoleApiPaths.organiser, { id: target.id }),
          headers: { origin: siteOrigin, cookie: by.cookie },
          payload,
        });
      const answers = await Promise.all([patch(first, second, { disabled: true }), patch(second, first, { role: "reviewer" })]);
      const statuses = answers.map((a) => a.statusCode).sort();
      // One wins; the other is refused as the last admin, finds its own session ended (disabled), or
      // finds itself no longer an admin (demoted before its request was checked: 403).
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const refused = answers.find((a) => a.statusCode === 409);
      if (refused) expect(refused.json().message).toBe(organiserMessages.lastAdmin);
      const admins = await own.db.select().from(organisers).where(and(eq(organisers.role, "admin"), eq(organisers.disabled, false)));
      expect(admins).toHaveLength(1);

      // Called without an admin actor (as a script would), the last admin still stays.
      expect(await changeOrganiser(own.db, admins[0]!.id, { disabled: true }, { id: null, email: "script" })).toBe("last-admin");
      expect(await changeOrganiser(own.db, admins[0]!.id, { role: "editor" }, { id: null, email: "script" })).toBe("last-admin");
      expect(await changeOrganiser(own.db, admins[0]!.id, { role: "admin" }, { id: null, email: "script" })).toBe("changed");
    } finally {
      await own.close();
    }
  });
});
