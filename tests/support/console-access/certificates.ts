import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { sampleEventIds } from "#server/db/sample-content.ts";
import { certificateDesigns, certificates } from "#server/db/schema.ts";
import { newCertificateCode } from "#features/certificates/service.server.ts";
import { solidPng } from "../upload-files.ts";
import type { AccessContext, ConsoleRouteCase } from "./types.ts";

const allowed = consoleAreas.certificates;
const eventId = sampleEventIds.roboticsWorkshop;
const design = { title: "Certificate", body: "This certifies that\n{name}\ntook part in {event}.", signatories: [{ name: "Access Matrix", role: "President", signature: null }], logo: null };

/** One certificate of the sample event, to download and revoke; a design, so issuing answers 201. */
async function prepare({ t, ids }: AccessContext) {
  if (ids.certificate) return;
  const [row] = await t.db.insert(certificates).values({ code: newCertificateCode(), eventId, name: "Access Case", kind: "participant" }).returning({ id: certificates.id });
  ids.certificate = row!.id;
}

export const certificateRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.certificatesEvent, url: () => consoleApiPath(consoleApiPaths.certificatesEvent, { eventId }), allowed, successStatus: 200 },
  { method: "PUT", route: consoleApiPaths.certificatesDesign, url: () => consoleApiPath(consoleApiPaths.certificatesDesign, { eventId }), payload: () => design, allowed, successStatus: 200 },
  // Nobody of the sample event is checked in: issuing answers 201 with nobody issued, after the design saved above (or 409 before it).
  {
    method: "POST",
    route: consoleApiPaths.certificatesIssue,
    url: () => consoleApiPath(consoleApiPaths.certificatesIssue, { eventId }),
    payload: () => ({ to: "checked_in" }),
    allowed,
    successStatus: 201,
    prepare: async ({ t }) => {
      await t.db.insert(certificateDesigns).values({ eventId, design }).onConflictDoNothing();
    },
  },
  {
    method: "POST",
    route: consoleApiPaths.certificateImages,
    url: () => consoleApiPaths.certificateImages,
    payload: () => solidPng(40, 40),
    headers: { "content-type": "application/octet-stream" },
    allowed,
    successStatus: 201,
  },
  { method: "GET", route: consoleApiPaths.certificateImage, url: () => consoleApiPath(consoleApiPaths.certificateImage, { name: "00000000-0000-4000-8000-000000000000.jpg" }), allowed, successStatus: 404 },
  { method: "GET", route: consoleApiPaths.certificatePdf, url: ({ ids }) => consoleApiPath(consoleApiPaths.certificatePdf, { id: ids.certificate! }), allowed, successStatus: 200, prepare },
  { method: "GET", route: consoleApiPaths.certificatesZip, url: () => consoleApiPath(consoleApiPaths.certificatesZip, { eventId }), allowed, successStatus: 200 },
  // Revoking is admins' alone; a second revoke of the same one is 409, so each role revokes a fresh one.
  {
    method: "POST",
    route: consoleApiPaths.certificateRevoke,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.certificateRevoke, { id: ids.certificate! }),
    payload: () => ({ reason: "Access matrix" }),
    allowed: consoleAreas.certificateRevoke,
    successStatus: 200,
    prepare,
  },
];
