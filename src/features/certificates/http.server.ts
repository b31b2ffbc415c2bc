import { STATUS_CODES } from "node:http";
import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZipFile } from "yazl";
import { z } from "zod";
import {
  certificateDesignSchema,
  certificateImageKeyPattern,
  defaultCertificateDesign,
  issueCertificatesSchema,
  revokeCertificateSchema,
  type CertificateKind,
  type CertificateRow,
  type CertificatesAnswer,
  type IssueAnswer,
} from "./contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { inLanguage } from "#shared/in-language.ts";
import { designLang } from "./pdf.server.ts";
import { certificatePdf, maxCertificateImageBytes, storeCertificateImage } from "./service.server.ts";
import {
  certificatePeople,
  insertCertificates,
  listCertificates,
  readCertificate,
  readCertificateEvent,
  readDesign,
  revokeCertificate,
  saveDesign,
  setCertificateOutbox,
  type StoredCertificate,
} from "./store.server.ts";
import { certificateMail } from "./mail.server.ts";
import { withTransaction } from "#server/unit-of-work.ts";
import { PictureRefused } from "#features/content/service.server.ts";

// Certificates in the console: an event's design and pictures, issuing (the rows,
// their e-mail and the activity entry in one transaction), the list, one PDF, all as one streamed ZIP,
// and revoking (admins, with a reason, logged).

const access = { organiser: { roles: consoleAreas.certificates } };
const revokeAccess = { organiser: { roles: consoleAreas.certificateRevoke } };
const eventParams = z.strictObject({ eventId: z.uuid("No such event.") });
const idParams = z.strictObject({ id: z.uuid("No such certificate.") });
const imageParams = z.strictObject({ name: z.string().regex(/^[0-9a-f-]{36}\.jpg$/, "No such picture.") });

const notFound = (what: string) => ({ statusCode: 404, error: "Not Found", message: `No such ${what}.` });

const rowOf = (row: StoredCertificate): CertificateRow => ({
  id: row.id,
  code: row.code,
  registrationId: row.registrationId,
  reference: row.reference,
  name: row.name,
  category: row.categoryName,
  kind: row.kind as CertificateKind,
  award: row.award,
  lang: row.lang === "bn" ? "bn" : "en",
  issuedAt: row.issuedAt.toISOString(),
  emailed: row.outboxId !== null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokedReason: row.revokedReason,
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

export default async function certificateConsoleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser("application/octet-stream", { parseAs: "buffer", bodyLimit: maxCertificateImageBytes + 1 }, (_request, body, done) => done(null, body));

  api.get(consoleApiPaths.certificatesEvent, { schema: { params: eventParams }, config: access }, async (request, reply) => {
    const event = await readCertificateEvent(app.db, request.params.eventId);
    if (!event) return reply.code(404).send(notFound("event"));
    const [design, people, issued] = await Promise.all([readDesign(app.db, event.id), certificatePeople(app.db, event.id), listCertificates(app.db, event.id)]);
    return {
      event: { id: event.id, title: event.title, startsAt: event.startsAt.toISOString() },
      design: design ?? defaultCertificateDesign,
      designSaved: design !== undefined,
      people: people.map(({ registrationId, reference, name, category, checkedIn }) => ({ registrationId, reference, name, category, checkedIn })),
      certificates: issued.map(rowOf),
      mailEnabled: app.mail.enabled,
    } satisfies CertificatesAnswer;
  });

  // A signature or the logo: the picture's own bytes, its type read from them.
  api.post(
    consoleApiPaths.certificateImages,
    { bodyLimit: maxCertificateImageBytes + 1, config: { ...access, contentTypes: ["application/octet-stream"] } },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: "Send the picture's bytes." });
      try {
        const key = await storeCertificateImage(app.storage, request.body);
        return reply.code(201).send({ key });
      } catch (error) {
        if (error instanceof PictureRefused) return reply.code(error.statusCode).send({ statusCode: error.statusCode, error: STATUS_CODES[error.statusCode], message: error.message });
        throw error;
      }
    },
  );

  // A stored picture, for the design form's preview.
  api.get(consoleApiPaths.certificateImage, { schema: { params: imageParams }, config: access }, async (request, reply) => {
    const key = `certificate-images/${request.params.name}`;
    const bytes = certificateImageKeyPattern.test(key) ? await app.storage.read(key) : null;
    if (!bytes) return reply.code(404).send(notFound("picture"));
    return reply.type("image/jpeg").header("cache-control", "no-store").send(bytes);
  });

  api.put(consoleApiPaths.certificatesDesign, { schema: { params: eventParams, body: certificateDesignSchema }, config: access }, async (request, reply) => {
    const organiser = request.organiser!;
    const event = await readCertificateEvent(app.db, request.params.eventId);
    if (!event) return reply.code(404).send(notFound("event"));
    const design = request.body;
    for (const key of [design.logo, ...design.signatories.map((s) => s.signature)]) {
      if (key && !(await app.storage.exists(key))) return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: "A picture is missing: upload it again." });
    }
    await withTransaction(app.db, app.mail, async (work) => {
      await saveDesign(work.tx, event.id, design, organiser.id);
      await work.activity.record({ actor: { id: organiser.id, email: organiser.email }, action: "certificate-design-saved", subjectType: "event", subjectId: event.id, details: { signatories: design.signatories.length, logo: design.logo !== null } });
    });
    return { design };
  });

  api.post(consoleApiPaths.certificatesIssue, { schema: { params: eventParams, body: issueCertificatesSchema }, config: access }, async (request, reply) => {
    const organiser = request.organiser!;
    const event = await readCertificateEvent(app.db, request.params.eventId);
    if (!event) return reply.code(404).send(notFound("event"));
    const design = await readDesign(app.db, event.id);
    if (!design) return reply.code(409).send({ statusCode: 409, error: "Conflict", message: "Save the certificate's design first." });
    const people = await certificatePeople(app.db, event.id);
    const byId = new Map(people.map((person) => [person.registrationId, person]));
    const input = request.body;
    let chosen: { person: (typeof people)[number]; kind: CertificateKind; award: string | null }[];
    if (input.to === "checked_in") chosen = people.filter((person) => person.checkedIn).map((person) => ({ person, kind: "participant", award: null }));
    else {
      chosen = [];
      for (const entry of input.people) {
        const person = byId.get(entry.registrationId);
        if (!person) return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: "Someone chosen is not a confirmed registration of this event." });
        chosen.push({ person, kind: entry.kind, award: entry.kind === "winner" ? (entry.award ?? null) : null });
      }
    }
    const lang = designLang(design);
    const eventTitle = lang === "bn" ? inLanguage(event.title, event.titleBn, "bn") : event.title;
    const answer = await withTransaction(app.db, app.mail, async (work) => {
      const issued = await insertCertificates(work.tx, event.id, chosen, organiser.id);
      const mailed = issued.filter((c) => c.email);
      const outboxIds = await work.mail.enqueue(
        mailed.map((c) => certificateMail({ to: c.email!, name: c.name, eventTitle: c.lang === "bn" ? inLanguage(event.title, event.titleBn, "bn") : eventTitle, code: c.code, lang: c.lang, siteUrl: work.mail.siteUrl })),
      );
      await setCertificateOutbox(
        work.tx,
        outboxIds.map((outboxId, index) => ({ id: mailed[index]!.id, outboxId })),
      );
      const result: IssueAnswer = { issued: issued.length, alreadyHad: chosen.length - issued.length, emailed: outboxIds.length };
      await work.activity.record({ actor: { id: organiser.id, email: organiser.email }, action: "certificates-issued", subjectType: "event", subjectId: event.id, details: { to: input.to, ...result } });
      return result;
    });
    return reply.code(201).send(answer);
  });

  api.get(consoleApiPaths.certificatePdf, { schema: { params: idParams }, config: access }, async (request, reply) => {
    const row = await readCertificate(app.db, request.params.id);
    const drawn = row ? await certificatePdf(app.db, app.storage, app.mail.siteUrl, row.code) : null;
    if (!drawn) return reply.code(404).send(notFound("certificate"));
    return reply
      .type("application/pdf")
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="${drawn.filename}"`)
      .send(Buffer.from(drawn.pdf));
  });

  // Every standing certificate of the event as one ZIP, written as it streams (yazl).
  api.get(consoleApiPaths.certificatesZip, { schema: { params: eventParams }, config: access }, async (request, reply) => {
    const event = await readCertificateEvent(app.db, request.params.eventId);
    if (!event) return reply.code(404).send(notFound("event"));
    const rows = (await listCertificates(app.db, event.id)).filter((row) => !row.revokedAt && !row.withdrawnAt);
    const zip = new ZipFile();
    void (async () => {
      try {
        for (const row of rows) {
          const drawn = await certificatePdf(app.db, app.storage, app.mail.siteUrl, row.code);
          if (drawn) zip.addBuffer(Buffer.from(drawn.pdf), drawn.filename, { compress: false });
        }
        zip.end();
      } catch (error) {
        (zip.outputStream as Readable).destroy(error as Error);
      }
    })();
    return reply
      .type("application/zip")
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="certificates-${event.startsAt.toISOString().slice(0, 10)}.zip"`)
      .send(zip.outputStream);
  });

  api.post(consoleApiPaths.certificateRevoke, { schema: { params: idParams, body: revokeCertificateSchema }, config: revokeAccess }, async (request, reply) => {
    const organiser = request.organiser!;
    const row = await readCertificate(app.db, request.params.id);
    if (!row) return reply.code(404).send(notFound("certificate"));
    const revoked = await withTransaction(app.db, app.mail, async (work) => {
      const done = await revokeCertificate(work.tx, row.id, request.body.reason);
      if (done)
        await work.activity.record({
          actor: { id: organiser.id, email: organiser.email },
          action: "certificate-revoked",
          subjectType: "certificate",
          subjectId: row.id,
          details: { code: row.code, reason: request.body.reason },
        });
      return done;
    });
    if (!revoked) return reply.code(409).send({ statusCode: 409, error: "Conflict", message: "This certificate is already revoked." });
    return { revoked: true };
  });
}
