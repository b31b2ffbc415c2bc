import { inflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CertificatesAnswer, IssueAnswer } from "./contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { PersonalDataEraseAnswer, PersonalDataFindAnswer } from "#features/personal-data/contract.ts";
import { activityLog, certificates, eventCategories, eventRegistrationForms, eventRegistrations, events, mailOutbox } from "#server/db/schema.ts";
import { registrationTicketUrl, ticketSecret } from "#features/check-in/service.server.ts";
import { createMailingTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { TestSmtpServer } from "#tests/support/smtp.ts";
import { readQrCode } from "#tests/support/qr.ts";
import { readZip } from "#tests/support/zip.ts";

// Certificates against the real server on both databases: design, issue with e-mail, the PDF and its QR
// code read back, the public check page, revoking, the ZIP, and a person's erasure withdrawing theirs.

/** The QR code a certificate's PDF draws, read back: its page's black squares painted into a bitmap and decoded. */
async function qrOfPdf(pdf: Buffer): Promise<string | undefined> {
  const text = pdf.toString("latin1");
  const streams = [...text.matchAll(/\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n/g)].map((m) => {
    const start = m.index! + m[0].length;
    const end = text.indexOf("endstream", start);
    try {
      return inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      return "";
    }
  });
  const page = streams.find((s) => s.includes("0 0 0 rg") && s.includes(" re "))!;
  const qr = page.slice(page.indexOf("1 1 1 rg"), page.indexOf("f ", page.indexOf("0 0 0 rg")));
  const [white, ...squares] = [...qr.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)].map((m) => m.slice(1, 5).map(Number) as [number, number, number, number]);
  const [x0, y0, size] = white!;
  const scale = 4;
  const side = Math.ceil(size * scale) + 40;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y, w, h] of squares) {
    for (let py = Math.round((y0 + size - y - h) * scale) + 20; py < Math.round((y0 + size - y) * scale) + 20; py++)
      for (let px = Math.round((x - x0) * scale) + 20; px < Math.round((x - x0 + w) * scale) + 20; px++) pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
  }
  return readQrCode({ data: pixels, width: side, height: side });
}

const fields = [
  { name: "full_name", label: "Full name", type: "text", required: true },
  { name: "email", label: "Email", type: "email", required: false },
];

describe.each(testDatabaseKinds)("certificates on %s", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let reviewer: SignedInOrganiser;
  let admin: SignedInOrganiser;
  let eventId: string;
  const ids: Record<string, string> = {};

  const call = (who: SignedInOrganiser, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie, ...(method === "GET" ? {} : { origin: siteOrigin }) }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    t = await createMailingTestApp(kind, smtp, { seed: false });
    reviewer = await signedInAs(t, "reviewer");
    admin = await signedInAs(t, "admin");
    const [category] = await t.db.insert(eventCategories).values({ name: "Olympiad" }).returning();
    const [event] = await t.db.insert(events).values({ title: "Science Fair", titleBn: "বিজ্ঞান মেলা", startsAt: new Date("2026-11-20T04:00:00Z") }).returning();
    eventId = event!.id;
    await t.db.insert(eventRegistrationForms).values({ eventId, categoryId: category!.id, formFields: fields });
    const people = [
      { key: "kshitish", name: "ক্ষিতীশ", email: "kshitish.cert@example.org", lang: "bn", checkedIn: true },
      { key: "shraboni", name: "শ্রাবন্তী", email: "shraboni.cert@example.org", lang: "bn", checkedIn: true },
      { key: "rahim", name: "Rahim Uddin", email: "rahim.cert@example.org", lang: "en", checkedIn: false },
    ];
    for (const person of people) {
      const [row] = await t.db
        .insert(eventRegistrations)
        .values({ eventId, categoryId: category!.id, registrationData: { full_name: person.name, email: person.email }, contactEmail: person.email, lang: person.lang, checkedInAt: person.checkedIn ? new Date() : null })
        .returning();
      ids[person.key] = row!.id;
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it("refuses issuing before a design is saved, and a design with three signatories or a picture never uploaded", async () => {
    const url = consoleApiPath(consoleApiPaths.certificatesIssue, { eventId });
    expect((await call(reviewer, "POST", url, { to: "checked_in" })).statusCode).toBe(409);
    const design = consoleApiPath(consoleApiPaths.certificatesDesign, { eventId });
    const three = Array.from({ length: 3 }, (_, i) => ({ name: `S ${i}`, role: "Teacher", signature: null }));
    expect((await call(reviewer, "PUT", design, { title: "Certificate", body: "{name}", signatories: three, logo: null })).statusCode).toBe(400);
    const missing = { title: "Certificate", body: "{name}", signatories: [], logo: "certificate-images/00000000-0000-4000-8000-000000000000.jpg" };
    expect((await call(reviewer, "PUT", design, missing)).statusCode).toBe(400);
  });

  it("issues one to everyone checked in, e-mails each their PDF, and the PDF's QR code opens its check page", async () => {
    // A signature picture, uploaded as the console does (its bytes), then the design.
    const signature = await (await import("sharp")).default({ create: { width: 300, height: 100, channels: 4, background: { r: 20, g: 30, b: 90, alpha: 1 } } }).png().toBuffer();
    const upload = await t.app.inject({ method: "POST", url: consoleApiPaths.certificateImages, headers: { cookie: reviewer.cookie, origin: siteOrigin, "content-type": "application/octet-stream" }, payload: signature });
    expect(upload.statusCode, upload.body).toBe(201);
    const { key } = upload.json<{ key: string }>();
    const html = await t.app.inject({ method: "POST", url: consoleApiPaths.certificateImages, headers: { cookie: reviewer.cookie, origin: siteOrigin, "content-type": "application/octet-stream" }, payload: Buffer.from("<html></html>") });
    expect(html.statusCode).toBe(415);
    const design = { title: "সনদপত্র", body: "এই মর্মে প্রত্যয়ন করা হচ্ছে যে\n{name}\n{date} তারিখে {event}-এ অংশ নিয়েছেন।\n{award}", signatories: [{ name: "নাদিয়া রহমান", role: "সভাপতি", signature: key }], logo: null };
    const saved = await call(reviewer, "PUT", consoleApiPath(consoleApiPaths.certificatesDesign, { eventId }), design);
    expect(saved.statusCode, saved.body).toBe(200);

    const issued = await call(reviewer, "POST", consoleApiPath(consoleApiPaths.certificatesIssue, { eventId }), { to: "checked_in" });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json<IssueAnswer>()).toEqual({ issued: 2, alreadyHad: 0, emailed: 2 });
    // Again: nobody gets a second.
    expect((await call(reviewer, "POST", consoleApiPath(consoleApiPaths.certificatesIssue, { eventId }), { to: "checked_in" })).json<IssueAnswer>()).toEqual({ issued: 0, alreadyHad: 2, emailed: 0 });
    const outbox = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "certificate"));
    expect(outbox).toHaveLength(2);
    // The outbox keeps the code, not the PDF.
    expect(outbox.every((m) => m.attachments[0]!.content === "" && /^[0-9A-Z]{12}$/.test(m.attachments[0]!.certificateCode ?? ""))).toBe(true);
    expect((await t.db.select().from(activityLog).where(eq(activityLog.action, "certificates-issued")))[0]!.details).toMatchObject({ issued: 2, emailed: 2 });

    await expect.poll(() => smtp.received.filter((m) => m.to[0]?.endsWith(".cert@example.org")).length, { timeout: 20_000 }).toBe(2);
    const mail = smtp.received.find((m) => m.to[0] === "kshitish.cert@example.org")!;
    expect(mail.raw).toContain("application/pdf");

    const list = (await call(reviewer, "GET", consoleApiPath(consoleApiPaths.certificatesEvent, { eventId }))).json<CertificatesAnswer>();
    const mine = list.certificates.find((c) => c.registrationId === ids.kshitish)!;
    expect(mine).toMatchObject({ name: "ক্ষিতীশ", kind: "participant", emailed: true, revokedAt: null });
    const pdf = await call(reviewer, "GET", consoleApiPath(consoleApiPaths.certificatePdf, { id: mine.id }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.length).toBeLessThanOrEqual(150 * 1024);
    const url = await qrOfPdf(pdf.rawPayload);
    expect(url).toBe(`${t.app.mail.siteUrl}/bn/certificates/${mine.code}`);

    const page = await t.app.inject({ method: "GET", url: new URL(url!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toContain("noindex");
    expect(page.headers["content-security-policy"]).not.toContain("script-src");
    expect(page.body).not.toContain("<script");
    expect(page.body).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(page.body).toContain("এই সনদটি আসল।");
    expect(page.body).toContain("ক্ষিতীশ");
    expect(page.body).toContain("বিজ্ঞান মেলা");
    // Nothing else of the person: not their e-mail, not their reference.
    expect(page.body).not.toContain("kshitish.cert@example.org");
    const english = await t.app.inject({ method: "GET", url: `/certificates/${mine.code}` });
    expect(english.body).toContain("This certificate is genuine.");
    expect(english.body).toContain("Science Fair");
    expect((await t.app.inject({ method: "GET", url: "/certificates/0000000000AA" })).statusCode).toBe(404);
  });

  it("gives a chosen winner a certificate with the award's words; the award must be written", async () => {
    const url = consoleApiPath(consoleApiPaths.certificatesIssue, { eventId });
    expect((await call(reviewer, "POST", url, { to: "chosen", people: [{ registrationId: ids.rahim, kind: "winner" }] })).statusCode).toBe(400);
    const issued = await call(reviewer, "POST", url, { to: "chosen", people: [{ registrationId: ids.rahim, kind: "winner", award: "First prize" }] });
    expect(issued.json<IssueAnswer>()).toMatchObject({ issued: 1 });
    const [row] = await t.db.select().from(certificates).where(eq(certificates.registrationId, ids.rahim!));
    expect(row).toMatchObject({ kind: "winner", award: "First prize", name: "Rahim Uddin" });
    expect((await t.app.inject({ method: "GET", url: `/certificates/${row!.code}` })).body).toContain("Winner: First prize");
    // The holder downloads it with their ticket's own code; a wrong code opens nothing.
    const [registration] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, ids.rahim!));
    const ticket = new URL(registrationTicketUrl(t.app.mail.siteUrl, await ticketSecret(t.db), registration!)).pathname;
    const download = await t.app.inject({ method: "GET", url: `${ticket}/certificate.pdf` });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject({ method: "GET", url: `${ticket.slice(0, -4)}AAAA/certificate.pdf` })).statusCode).toBe(404);
  });

  it("is revoked by an admin only, with a reason in the activity log; its page then says so, and the ZIP leaves it out", async () => {
    const list = (await call(reviewer, "GET", consoleApiPath(consoleApiPaths.certificatesEvent, { eventId }))).json<CertificatesAnswer>();
    const shraboni = list.certificates.find((c) => c.registrationId === ids.shraboni)!;
    const url = consoleApiPath(consoleApiPaths.certificateRevoke, { id: shraboni.id });
    expect((await call(reviewer, "POST", url, { reason: "Issued by mistake" })).statusCode).toBe(403);
    expect((await call(admin, "POST", url, { reason: "" })).statusCode).toBe(400);
    expect((await call(admin, "POST", url, { reason: "Issued by mistake" })).statusCode).toBe(200);
    expect((await call(admin, "POST", url, { reason: "Twice" })).statusCode).toBe(409);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, "certificate-revoked"));
    expect(entry!.details).toEqual({ code: shraboni.code, reason: "Issued by mistake" });
    const page = await t.app.inject({ method: "GET", url: `/certificates/${shraboni.code}` });
    expect(page.body).toContain("was revoked by the club");
    expect(page.body).not.toContain("শ্রাবন্তী");

    const zip = await call(reviewer, "GET", consoleApiPath(consoleApiPaths.certificatesZip, { eventId }));
    expect(zip.statusCode).toBe(200);
    const files = readZip(zip.rawPayload);
    expect([...files.keys()].sort()).toEqual(list.certificates.filter((c) => c.id !== shraboni.id).map((c) => `certificate-${c.code}.pdf`).sort());
    for (const file of files.values()) expect(file.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("is found, exported and withdrawn with the person's data: the check page then keeps no name", async () => {
    const post = (url: string, payload: object) => call(admin, "POST", url, payload);
    const keys = { emails: ["kshitish.cert@example.org"] };
    const found = (await post(consoleApiPaths.personalDataFind, keys)).json<PersonalDataFindAnswer>();
    expect(found.counts.certificate).toBe(1);
    const exported = await post(consoleApiPaths.personalDataExport, keys);
    expect(readZip(exported.rawPayload).get("certificates.csv")?.toString()).toContain("ক্ষিতীশ");
    const [before] = await t.db.select().from(certificates).where(eq(certificates.registrationId, ids.kshitish!));
    const erased = await post(consoleApiPaths.personalDataErase, keys);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json<PersonalDataEraseAnswer>().erased).toMatchObject({ certificate: 1 });
    const [after] = await t.db.select().from(certificates).where(eq(certificates.code, before!.code));
    expect(after).toMatchObject({ name: null, award: null, categoryName: null, registrationId: null });
    expect(after!.withdrawnAt).not.toBeNull();
    for (const path of [`/certificates/${before!.code}`, `/bn/certificates/${before!.code}`]) {
      const page = await t.app.inject({ method: "GET", url: path });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/was withdrawn|প্রত্যাহার করা হয়েছে/);
      expect(page.body).not.toContain("ক্ষিতীশ");
    }
    // No PDF is drawn of it any more.
    expect((await call(reviewer, "GET", consoleApiPath(consoleApiPaths.certificatePdf, { id: before!.id }))).statusCode).toBe(404);
  });
});
