import { walletNumbers } from "#shared/membership.ts";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { PersonalDataEraseAnswer, PersonalDataFindAnswer, PersonKeysInput } from "./contract.ts";
import { uploadBucket, uploadKey } from "#shared/registration-uploads.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import {
  activityLog,
  applications,
  applicationStatusChanges,
  contactMessages,
  eventRegistrations,
  mailOutbox,
  members,
  pageViews,
  receivedPayments,
  registrationUploads,
  submissionReceipts,
} from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { applicationPayload } from "#tests/support/factories.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { startS3TestServer, type S3TestServer } from "#tests/support/s3-server.ts";
import { solidPng } from "#tests/support/upload-files.ts";
import { readZip } from "#tests/support/zip.ts";

// Finding, exporting and erasing one person. Nadia is the person asked
// about; Karim is someone else whose rows must come through untouched. After the erasure, every text
// and JSON column of every table the database lists is scanned for Nadia's e-mail, phone, roll and
// name, so a table the erasure forgot fails the test without anyone adding it to a list.

const nadia = { name: "Nadia Farzana", email: "nadia.farzana@example.org", phone: "01712398765", roll: "2024-771", txid: "TXNADIA77" };
const karim = { name: "Karim Uddin", email: "karim.uddin@example.org", phone: "01819876543", roll: "2024-884", txid: "TXKARIM88" };

/** Every file under a directory, as paths relative to it. */
function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out;
}

describe.each(testDatabaseKinds)("personal data of one person on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInOrganiser;
  let storageRoot: string;
  const ids: Record<string, string> = {};
  const refs: Record<string, string> = {};
  const fileKeys = {
    nadia: uploadKey(ev.roboticsWorkshop, "photo", 1_795_000_000_101, "png"),
    nadiaSecond: uploadKey(ev.scienceOlympiad2027, "photo", 1_795_000_000_102, "png"),
    karim: uploadKey(ev.roboticsWorkshop, "photo", 1_795_000_000_103, "png"),
  };

  const post = (url: string, keys: PersonKeysInput | object) =>
    t.app.inject({ method: "POST", url, headers: { cookie: admin.cookie, origin: siteOrigin }, payload: keys });
  const find = async (keys: PersonKeysInput) => {
    const response = await post(consoleApiPaths.personalDataFind, keys);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PersonalDataFindAnswer>();
  };
  const erase = async (keys: PersonKeysInput) => {
    const response = await post(consoleApiPaths.personalDataErase, keys);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PersonalDataEraseAnswer>();
  };

  async function seedPerson(person: typeof nadia, tag: "nadia" | "karim") {
    const [app] = await t.db
      .insert(applications)
      .values({
        ...applicationPayload({ fullName: person.name, email: person.email.toUpperCase(), phone: person.phone, collegeRoll: person.roll, accountNumber: person.phone, accountName: person.name, transactionId: person.txid }),
        status: "approved",
      })
      .returning();
    ids[`${tag}App`] = app!.id;
    refs[`${tag}App`] = app!.reference;
    const [payment] = await t.db
      .insert(receivedPayments)
      .values({ wallet: "bkash", amountPoisha: 20000, senderNumber: person.phone, transactionId: person.txid, source: "paste" })
      .returning();
    ids[`${tag}Payment`] = payment!.id;
    await t.db.insert(applicationStatusChanges).values([
      { applicationId: app!.id, fromStatus: "pending", toStatus: "payment_verified", receivedPaymentId: payment!.id, organiserEmail: "admin@club.example" },
      { applicationId: app!.id, fromStatus: "payment_verified", toStatus: "approved", reason: `Checked ${person.name} in person`, organiserEmail: "admin@club.example" },
    ]);
    const sequence = tag === "nadia" ? 1 : 2;
    await t.db.insert(members).values({ applicationId: app!.id, memberNumber: `GSC-2026-000${sequence}`, sessionYear: 2026, sequence, cardToken: `card-${tag}-token-0123456789` });

    const photo = tag === "nadia" ? fileKeys.nadia : fileKeys.karim;
    await t.app.storage.create(photo, solidPng(), "image/png");
    const [reg] = await t.db
      .insert(eventRegistrations)
      .values({
        eventId: ev.roboticsWorkshop,
        categoryId: cat.college,
        registrationData: { full_name: person.name, college_roll: person.roll, phone: person.phone, email: person.email, photo: t.app.storage.referenceOf(photo), why_join: "To build a robot." },
        // A paid category's payment: the payer's account and transaction ID are theirs.
        status: "payment_pending",
        paymentType: "online",
        paymentNumber: walletNumbers[0]!,
        accountName: person.name,
        accountNumber: person.phone,
        transactionId: `R${person.txid}`,
        feeTaka: 150,
      })
      .returning();
    ids[`${tag}Reg`] = reg!.id;
    refs[`${tag}Reg`] = reg!.reference;
    await t.db.insert(registrationUploads).values({ key: photo, bytes: 100, addressHash: "hash", registrationId: reg!.id, claimedAt: new Date() });

    const [message] = await t.db.insert(contactMessages).values({ name: person.name, email: person.email, subject: "A question", message: "When is the camp?" }).returning();
    ids[`${tag}Message`] = message!.id;
    refs[`${tag}Message`] = message!.reference;
    await t.db.insert(contactMessages).values({ name: person.name, email: person.email, message: "buy now", suspectedSpamAt: new Date() });

    await t.db.insert(mailOutbox).values([
      { messageId: `<${tag}-queued@club>`, kind: "application-status", recipient: person.email, subject: "Your application", textBody: `Dear ${person.name}, your application ${app!.reference} was approved.` },
      { messageId: `<${tag}-sent@club>`, kind: "registration", recipient: person.email, subject: "Registered", textBody: `Your reference is ${reg!.reference}.`, state: "sent", sentAt: new Date() },
      { messageId: `<${tag}-notice@club>`, kind: "notification", recipient: "admin@club.example", subject: `New message from ${person.name}`, textBody: `From ${person.email}`, state: "sent", sentAt: new Date() },
    ]);
    await t.db.insert(activityLog).values({ organiserEmail: "admin@club.example", action: "export", details: { area: "messages", note: `asked by ${person.email}`, count: 3 } });
    await t.db.insert(submissionReceipts).values({ idempotencyKey: crypto.randomUUID(), route: "/api/join-requests", requestHash: "x", statusCode: 201, response: { reference: app!.reference } });
    // Opened from the status e-mail's link, then on to the home page: the referrer holds the reference.
    await t.db.insert(pageViews).values({ path: "/", referrer: `http://localhost:3000/join-us/status?reference=${app!.reference}`, sessionId: `session-${tag}` });
  }

  beforeAll(async () => {
    storageRoot = mkdtempSync(path.join(tmpdir(), "uploads-pd-"));
    t = await createTestApp(kind, { seed: true, storage: { kind: "local", root: storageRoot, bucket: uploadBucket } });
    admin = await signedInAs(t, "admin");
    await seedPerson(nadia, "nadia");
    await seedPerson(karim, "karim");
    // A second registration of Nadia's, found only through her phone in its answers (another form's phone field, "Mobile number").
    await t.app.storage.create(fileKeys.nadiaSecond, solidPng(4, 4), "image/png");
    const [second] = await t.db
      .insert(eventRegistrations)
      .values({
        eventId: ev.roboticsWorkshop,
        categoryId: cat.university,
        registrationData: { full_name: nadia.name, mobile_number: nadia.phone, photo: t.app.storage.referenceOf(fileKeys.nadiaSecond) },
      })
      .returning();
    ids.nadiaSecondReg = second!.id;
  });
  afterAll(() => t.close());

  const nadiaKinds = (answer: PersonalDataFindAnswer) => answer.counts;

  describe("find", () => {
    it.each([
      ["the e-mail in any case", { emails: ["Nadia.Farzana@EXAMPLE.org"] }],
      ["the phone with +880 and spaces", { phones: ["+880 1712 398765"] }],
      ["the phone in Bangla digits", { phones: ["০১৭১২৩৯৮৭৬৫"] }],
      ["the phone with dashes", { phones: ["01712-398765"] }],
      ["the college roll", { rolls: [" 2024-771 "] }],
    ] as [string, PersonKeysInput][])("finds everything of hers by %s", async (_, keys) => {
      const answer = await find(keys);
      expect(nadiaKinds(answer)).toEqual({
        application: 1,
        member: 1,
        applicationHistory: 2,
        payment: 1,
        registration: 2,
        file: 2,
        message: 2,
        mail: 3,
        activity: 1,
        receipt: 1,
        pageView: 1,
        letter: 0,
        unsubscribe: 0,
        certificate: 0,
        mentioned: 0,
      });
      expect(answer.keys.emails).toContain(nadia.email);
      expect(answer.keys.phones).toContain(nadia.phone);
      expect(JSON.stringify(answer)).not.toContain(karim.email);
      const application = answer.rows.find((row) => row.kind === "application")!;
      expect(application.link).toBe(`/organiser/applications/${ids.nadiaApp}`);
      expect(answer.rows.find((row) => row.kind === "message" && !row.suspectedSpam)!.link).toBe(`/organiser/messages/${ids.nadiaMessage}`);
      expect(answer.rows.filter((row) => row.kind === "message" && row.suspectedSpam)).toHaveLength(1);
    });

    it("finds her by a registration's reference, and her other rows through its e-mail", async () => {
      const answer = await find({ references: [refs.nadiaReg!.toLowerCase().replace(/-/g, " ")] });
      expect(answer.counts.application).toBe(1);
      expect(answer.counts.registration).toBe(2);
    });

    it("refuses a search with no key, or a malformed one, with one clear sentence", async () => {
      for (const [payload, message] of [
        [{}, "Enter an e-mail address, a phone number, a college roll or a reference to search for."],
        [{ phones: ["12345"] }, "The phone number must be a Bangladeshi mobile number"],
        [{ emails: ["nobody"] }, "The e-mail address must look like name@example.org."],
      ] as const) {
        const response = await post(consoleApiPaths.personalDataFind, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(message);
      }
    });
  });

  describe("export", () => {
    it("streams a ZIP of person.json, README.txt, one readable CSV per kind and her files, and logs counts only", async () => {
      const response = await post(consoleApiPaths.personalDataExport, { phones: [nadia.phone] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("application/zip");
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/);
      const entries = readZip(response.rawPayload);
      expect([...entries.keys()].sort()).toEqual(
        [
          "person.json",
          "README.txt",
          "membership-applications.csv",
          "member-numbers.csv",
          "application-status-history.csv",
          "payments-received.csv",
          "event-registrations.csv",
          "contact-messages.csv",
          "e-mails.csv",
          "activity-log.csv",
          "submission-receipts.csv",
          "page-views.csv",
          `files/${fileKeys.nadia}`,
          `files/${fileKeys.nadiaSecond}`,
        ].sort(),
      );
      const person = JSON.parse(entries.get("person.json")!.toString("utf8"));
      expect(person["membership-applications"][0]["Father's name"]).toBe("Karim Rahman");
      expect(person["event-registrations"]).toHaveLength(2);
      // The language of the page each was sent from is part of what is held about her.
      expect(person["membership-applications"][0].Language).toBe("en");
      expect(person["event-registrations"].map((row: { Language: string }) => row.Language)).toEqual(["en", "en"]);
      expect(entries.get("event-registrations.csv")!.toString("utf8").split("\r\n")[0]).toMatch(/(^|,)Language(,|$)/);
      expect(entries.get(`files/${fileKeys.nadia}`)!.equals(solidPng())).toBe(true);
      const csv = entries.get("membership-applications.csv")!.toString("utf8");
      expect(csv.startsWith("\uFEFF")).toBe(true);
      expect(csv).toContain(nadia.name);
      expect(csv).not.toContain(karim.name);
      const [entry] = await t.db.execute<{ details: unknown }>(sql`select details from activity_log where action = 'export' and subject_type = 'person' order by created_at desc limit 1`).then((r) => (r as unknown as { rows: { details: unknown }[] }).rows);
      const logged = JSON.stringify(entry!.details);
      expect(logged).toContain('"area":"personal-data"');
      for (const value of [nadia.email, nadia.phone, nadia.roll, nadia.name]) expect(logged).not.toContain(value);
    });
  });

  describe("erase", () => {
    /** Every table and every text, JSON or array column the database lists, scanned for each value. */
    async function scan(values: string[]): Promise<string[]> {
      const columns = (
        (await t.db.execute(sql`
          select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
          order by table_name, column_name`)) as unknown as { rows: { table_name: string; column_name: string }[] }
      ).rows;
      expect(columns.length).toBeGreaterThan(50);
      expect(columns.map((c) => c.table_name)).toEqual(expect.arrayContaining(["join_requests", "event_registrations", "mail_outbox", "activity_log", "page_views"]));
      const found: string[] = [];
      for (const { table_name, column_name } of columns) {
        for (const value of values) {
          const result = (await t.db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table_name)} where strpos(lower(${sql.identifier(column_name)}::text), ${value.toLowerCase()}) > 0`,
          )) as unknown as { rows: { n: number }[] };
          if (result.rows[0]!.n > 0) found.push(`${table_name}.${column_name}: ${value}`);
        }
      }
      return found;
    }
    // Her references too: she knows them, and the status page finds a submission by one.
    const traces = (p: typeof nadia) => {
      const tag = p === nadia ? "nadia" : "karim";
      return [p.email, p.phone, p.roll, p.name, p.txid, refs[`${tag}App`]!, refs[`${tag}Reg`]!, refs[`${tag}Message`]!];
    };

    /** A fingerprint of every table's rows, to show a second erasure changes nothing. */
    async function fingerprint(): Promise<Record<string, string>> {
      const tables = ((await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as { rows: { table_name: string }[] }).rows;
      const out: Record<string, string> = {};
      for (const { table_name } of tables) {
        const r = (await t.db.execute(sql`select count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${sql.identifier(table_name)} x`)) as unknown as { rows: { n: number; h: string }[] };
        out[table_name] = `${r.rows[0]!.n}:${r.rows[0]!.h}`;
      }
      return out;
    }

    it("before: the scan finds both people (it would catch a forgotten table)", async () => {
      expect((await scan(traces(nadia))).length).toBeGreaterThan(10);
      expect((await scan(traces(karim))).length).toBeGreaterThan(10);
    });

    it("killed inside its transaction, it changes no row; the files already gone do not stop the next run", async () => {
      // The erasure's last statement (its activity entry) fails, as a crash before the commit would.
      await t.db.execute(sql`create function personal_data_crash() returns trigger language plpgsql as $$ begin raise exception 'crash'; end $$`);
      await t.db.execute(sql`create trigger personal_data_crash before insert on activity_log for each row when (new.action = 'personal-data-erased') execute function personal_data_crash()`);
      try {
        const before = await find({ emails: [nadia.email] });
        const response = await post(consoleApiPaths.personalDataErase, { emails: [nadia.email] });
        expect(response.statusCode).toBe(500);
        const after = await find({ emails: [nadia.email] });
        expect(after.counts).toEqual(before.counts);
        expect(filesUnder(storageRoot).some((f) => f.endsWith(path.basename(fileKeys.nadia)))).toBe(false);
      } finally {
        await t.db.execute(sql`drop trigger personal_data_crash on activity_log`);
        await t.db.execute(sql`drop function personal_data_crash()`);
      }
    });

    it("stopped by a file storage refuses, it keeps that registration and says so; run again, it finishes", async () => {
      const storage = t.app.storage;
      const realDelete = storage.delete.bind(storage);
      let thrown = false;
      storage.delete = async (key) => {
        if (!thrown && key === fileKeys.nadiaSecond) {
          thrown = true;
          throw new Error("storage unavailable");
        }
        return realDelete(key);
      };
      try {
        const first = await erase({ phones: ["+880 1712-398765"] });
        expect(first.left).toEqual({ files: 1, registrations: 1 });
        expect(first.erased.file).toBe(1);
        expect(first.erased.registration).toBe(1);
        expect(first.erased.application).toBe(1);
        // What is left is found again by the same phone: the held registration and its file.
        const left = await find({ phones: [nadia.phone] });
        expect(left.counts.registration).toBe(1);
        expect(left.counts.file).toBe(1);
        expect(left.counts.application).toBe(0);

        const second = await erase({ phones: [nadia.phone] });
        expect(second.left).toEqual({ files: 0, registrations: 0 });
        expect(second.erased.registration).toBe(1);
        expect(second.erased.file).toBe(1);
      } finally {
        storage.delete = realDelete;
      }
    });

    it("after: no trace of her in any column of any table, nor in storage; Karim untouched", async () => {
      expect(await scan(traces(nadia))).toEqual([]);
      const files = filesUnder(storageRoot);
      expect(files.some((f) => f.endsWith(path.basename(fileKeys.nadia)) || f.endsWith(path.basename(fileKeys.nadiaSecond)))).toBe(false);
      for (const f of files) for (const v of traces(nadia)) expect(readFileSync(path.join(storageRoot, f)).includes(v)).toBe(false);
      expect(files.some((f) => f.endsWith(path.basename(fileKeys.karim)))).toBe(true);

      const karimNow = await find({ emails: [karim.email] });
      expect(karimNow.counts).toEqual({ application: 1, member: 1, applicationHistory: 2, payment: 1, registration: 1, file: 1, message: 2, mail: 3, activity: 1, receipt: 1, pageView: 1, letter: 0, unsubscribe: 0, certificate: 0, mentioned: 0 });
    });

    it("keeps the counts: her member number as a tombstone, her registrations for the seats, the payment's amount", async () => {
      const [tombstone] = await t.db.select().from(applications).where(sql`${applications.id} = ${ids.nadiaApp}`);
      expect(tombstone!.fullName).toBe("(erased)");
      expect(tombstone!.status).toBe("approved");
      const member = (await t.db.select().from(members)).find((m) => m.applicationId === ids.nadiaApp)!;
      expect(member.memberNumber).toBe("GSC-2026-0001");
      expect(member.cardToken).not.toBe("card-nadia-token-0123456789");
      const [reg] = await t.db.select().from(eventRegistrations).where(sql`${eventRegistrations.id} = ${ids.nadiaReg}`);
      expect(reg!.registrationData).toEqual({});
      // Still holding its seat, with the fee kept and the payer gone.
      expect(reg!.status).toBe("payment_pending");
      expect([reg!.feeTaka, reg!.accountName, reg!.accountNumber, reg!.transactionId]).toEqual([150, null, null, null]);
      expect(reg!.reference).not.toBe(refs.nadiaReg);
      const [payment] = await t.db.select().from(receivedPayments).where(sql`${receivedPayments.id} = ${ids.nadiaPayment}`);
      expect(payment!.amountPoisha).toBe(20000);
      expect(payment!.senderNumber).toBeNull();
      const erasedEntries = (await t.db.select().from(activityLog)).filter((a) => a.action === "personal-data-erased");
      expect(erasedEntries).toHaveLength(2);
      for (const e of erasedEntries) expect(JSON.stringify(e.details)).toMatch(/^\{"left":\{.*\},"counts":\{.*\}\}$|^\{"counts":\{.*\},"left":\{.*\}\}$/);
    });

    it("erasing again finds nothing and changes nothing", async () => {
      const before = await fingerprint();
      const again = await erase({ phones: [nadia.phone], emails: [nadia.email], rolls: [nadia.roll] });
      expect(Object.values(again.erased).every((n) => n === 0)).toBe(true);
      expect(await fingerprint()).toEqual(before);
    });
  });
});

describe.each(testDatabaseKinds)("personal data with S3 storage on %s", (kind) => {
  let s3: S3TestServer;
  let t: TestApp;
  let admin: SignedInOrganiser;
  const theirs = uploadKey(ev.roboticsWorkshop, "photo", 1_795_000_000_201, "png");
  const others = uploadKey(ev.roboticsWorkshop, "photo", 1_795_000_000_202, "png");
  const png = solidPng(5, 5, [9, 8, 7]);

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp(kind, { seed: true, storage: s3.config });
    admin = await signedInAs(t, "admin");
    for (const key of [theirs, others]) await t.app.storage.create(key, png, "image/png");
    await t.db.insert(eventRegistrations).values([
      { eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: { full_name: nadia.name, phone: nadia.phone, email: nadia.email, photo: t.app.storage.referenceOf(theirs) } },
      { eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: { full_name: karim.name, phone: karim.phone, email: karim.email, photo: t.app.storage.referenceOf(others) } },
    ]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const post = (url: string) => t.app.inject({ method: "POST", url, headers: { cookie: admin.cookie, origin: siteOrigin }, payload: { phones: [nadia.phone] } });

  it("exports the object from S3 and deletes it there on erasure, leaving the other person's", async () => {
    const exported = await post(consoleApiPaths.personalDataExport);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(readZip(exported.rawPayload).get(`files/${theirs}`)?.equals(png)).toBe(true);

    // Two admins erase at once: they take turns, and what is erased is counted once.
    const answers = await Promise.all([post(consoleApiPaths.personalDataErase), post(consoleApiPaths.personalDataErase)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [a, b] = answers.map((answer) => answer.json<PersonalDataEraseAnswer>());
    expect(a!.erased.registration + b!.erased.registration).toBe(1);
    expect(a!.erased.file + b!.erased.file).toBe(1);
    expect([a!.left, b!.left]).toEqual([{ files: 0, registrations: 0 }, { files: 0, registrations: 0 }]);
    expect((await t.db.select().from(activityLog)).filter((entry) => entry.action === "personal-data-erased")).toHaveLength(1);
    expect(await t.app.storage.exists(theirs)).toBe(false);
    expect(await t.app.storage.exists(others)).toBe(true);
  });
});
