import type { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZipFile } from "yazl";
import { consoleApiPaths } from "#shared/console/paths.ts";
import {
  emptyCounts,
  personKeysSchema,
  type PersonalDataEraseAnswer,
  type PersonalDataFindAnswer,
} from "./contract.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import {
  eraseApplications,
  eraseMentions,
  eraseMessages,
  eraseRegistrations,
  eraseTraces,
  fileKeysOf,
  findPerson,
  listRows,
  takeErasureTurn,
} from "./store.server.ts";
import type { ObjectStorage } from "#server/storage/index.ts";
import { withTransaction } from "#server/unit-of-work.ts";
import { exportDate, neutraliseCell } from "#server/console/csv-export.ts";
import { exportFiles, readableRows, readme, type ExportKind } from "./zip.server.ts";

const access = { organiser: { roles: consoleAreas.personalData } };

/** A cell of a person's CSV: JSON for objects, ISO for times, formula-safe (csv-export.ts). */
function cell(value: unknown): string {
  if (value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value)) return neutraliseCell(JSON.stringify(value));
  if (Array.isArray(value) && value.some((v) => v !== null && typeof v === "object")) return neutraliseCell(JSON.stringify(value));
  return neutraliseCell(value);
}

/** One CSV of a table's rows: a header of every column, then each row; a byte-order mark for spreadsheet programs. */
export function rowsCsv(rows: readonly object[]): string {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return stringify([header.map(cell), ...rows.map((row) => header.map((h) => cell((row as Record<string, unknown>)[h])))], { bom: true, record_delimiter: "\r\n" });
}

/** The bytes of a stored file as a stream (local disk) or whole (S3, where one upload is a few megabytes at most); null when gone. */
async function openFile(storage: ObjectStorage, key: string) {
  if (storage.kind === "local") return (await storage.open(key))?.body ?? null;
  return storage.read(key);
}

/**
 * One person's data for admins: find every row by e-mail, phone, roll or
 * reference; export it all as a ZIP; erase it. The keys come in the POST body, so they are in no
 * address or log line, and the activity log records counts only.
 */
export default async function personalDataRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(consoleApiPaths.personalDataFind, { schema: { body: personKeysSchema }, config: access }, async (request) => {
    const data = await findPerson(app.db, request.body);
    const { rows, counts } = listRows(data, fileKeysOf(data.rows, (value) => app.storage.keyOf(value)));
    return { keys: data.keys, rows, counts } satisfies PersonalDataFindAnswer;
  });

  api.post(consoleApiPaths.personalDataExport, { schema: { body: personKeysSchema }, config: access }, async (request, reply) => {
    const organiser = request.organiser!;
    const data = await findPerson(app.db, request.body);
    const files = fileKeysOf(data.rows, (value) => app.storage.keyOf(value));
    const { counts } = listRows(data, files);
    await app.recordActivity({ actor: { id: organiser.id, email: organiser.email }, action: "export", subjectType: "person", details: { area: "personal-data", counts } });

    const zip = new ZipFile();
    const missing: string[] = [];
    const fileList = [...files.values()].flat();
    // Readable rows under readable names: what the person reads, not the tables.
    const readable = readableRows(data, (value) => app.storage.keyOf(value));
    const present = (Object.keys(exportFiles) as ExportKind[]).filter((kind) => readable[kind].length > 0);
    const sections = Object.fromEntries(present.map((kind) => [exportFiles[kind].file.replace(/\.csv$/, ""), readable[kind]]));
    zip.addBuffer(Buffer.from(JSON.stringify({ exportedAt: new Date().toISOString(), ...sections, files: fileList.map((key) => `files/${key}`) }, null, 2)), "person.json");
    for (const kind of present) zip.addBuffer(Buffer.from(rowsCsv(readable[kind])), exportFiles[kind].file);
    // README.txt is written when it is known whether files are missing, so it is added last.
    // Files are added one at a time as the archive is written: the ZIP is never held whole.
    void (async () => {
      try {
        for (const key of fileList) {
          const body = await openFile(app.storage, key);
          if (body === null) missing.push(key);
          else if (Buffer.isBuffer(body)) zip.addBuffer(body, `files/${key}`);
          else zip.addReadStream(body, `files/${key}`);
        }
        if (missing.length > 0) zip.addBuffer(Buffer.from(`Files the registrations name but storage no longer holds:\r\n${missing.join("\r\n")}\r\n`), "files/missing.txt");
        zip.addBuffer(Buffer.from(`\uFEFF${readme(present, fileList.length - missing.length, missing.length > 0)}`), "README.txt");
        zip.end();
      } catch (error) {
        request.log.error({ err: error }, "personal data export failed while adding files");
        (zip.outputStream as Readable).destroy(error as Error);
      }
    })();
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="personal-data-${exportDate()}.zip"`)
      .header("cache-control", "no-store")
      .send(zip.outputStream);
  });

  api.post(consoleApiPaths.personalDataErase, { schema: { body: personKeysSchema }, config: access }, async (request) => {
    const organiser = request.organiser!;
    const actor = { id: organiser.id, email: organiser.email };
    const data = await findPerson(app.db, request.body);
    const files = fileKeysOf(data.rows, (value) => app.storage.keyOf(value));
    const { counts } = listRows(data, files);
    const erased = emptyCounts();
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    if (total === 0) return { erased, left: { files: 0, registrations: 0 } } satisfies PersonalDataEraseAnswer;

    // Files first: a registration keeps its answers (and so its file references) until every file
    // it names is gone, so a run stopped or refused by storage finds them again next time.
    const refused = new Set<string>();
    for (const key of new Set([...files.values()].flat())) {
      try {
        await app.storage.delete(key);
      } catch (error) {
        request.log.warn({ err: error }, "a personal data erasure could not delete a file yet");
        refused.add(key);
      }
    }

    return withTransaction(app.db, app.mail, async (work) => {
      // Two erasures at once take turns; the second reads again under the lock and finds only what
      // the first left, so nothing is counted twice.
      await takeErasureTurn(work.tx);
      const fresh = await findPerson(work.tx, request.body);
      const freshFiles = fileKeysOf(fresh.rows, (value) => app.storage.keyOf(value));
      const erased = emptyCounts();
      const held = new Set<string>();
      for (const [registrationId, keys] of freshFiles) {
        for (const key of keys) {
          if (refused.has(key)) held.add(registrationId);
          else erased.file++;
        }
      }
      const left = { files: [...freshFiles.values()].flat().filter((key) => refused.has(key)).length, registrations: held.size };
      Object.assign(erased, await eraseTraces(work.tx, fresh), await eraseApplications(work.tx, fresh));
      erased.message = await eraseMessages(work.tx, fresh);
      erased.mentioned = await eraseMentions(work.tx, fresh);
      erased.registration = await eraseRegistrations(work.tx, fresh.rows.registration.map((r) => r.id).filter((id) => !held.has(id)));
      if (Object.values(erased).every((n) => n === 0)) return { erased, left } satisfies PersonalDataEraseAnswer;
      await work.activity.record({ actor, action: "personal-data-erased", subjectType: "person", details: { counts: erased, left } });
      return { erased, left } satisfies PersonalDataEraseAnswer;
    });
  });
}

