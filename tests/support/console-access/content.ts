import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { campusAmbassadors, teamMembers } from "#server/db/schema.ts";
import { solidPng } from "../upload-files.ts";
import type { AccessContext, ConsoleRouteCase } from "./types.ts";

/** A team member and a campus ambassador the cases may change, hide and delete (a new one per delete). */
async function prepare({ t, ids }: AccessContext) {
  if (ids.contentRow) return;
  const [member] = await t.db.insert(teamMembers).values({ name: "Access Member", roleTitle: "Volunteer" }).returning({ id: teamMembers.id });
  const [ambassador] = await t.db
    .insert(campusAmbassadors)
    .values({ caNumber: "CA-ACCESS", name: "Access Ambassador", points: 10 })
    .returning({ id: campusAmbassadors.id });
  ids.contentRow = member!.id;
  ids.ambassador = ambassador!.id;
}

const allowed = consoleAreas.content;
const list = "team-members";
const rows = consoleApiPath(consoleApiPaths.contentRows, { list });
const row = ({ ids }: AccessContext) => consoleApiPath(consoleApiPaths.contentRow, { list, id: ids.contentRow! });
const member = { name: "Access Member", roleTitle: "Volunteer" };
let deletable: string[] = [];

export const contentRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.contentRows, url: () => rows, allowed, successStatus: 200, prepare },
  { method: "POST", route: consoleApiPaths.contentRows, url: () => rows, payload: () => member, allowed, successStatus: 201 },
  { method: "PATCH", route: consoleApiPaths.contentRow, url: row, payload: () => member, allowed, successStatus: 200, prepare },
  {
    method: "POST",
    route: consoleApiPaths.contentRowActive,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.contentRowActive, { list, id: ids.contentRow! }),
    payload: () => ({ active: true }),
    allowed,
    successStatus: 200,
    prepare,
  },
  {
    method: "DELETE",
    route: consoleApiPaths.contentRow,
    // Each allowed call deletes a row of its own.
    url: ({ ids }) => consoleApiPath(consoleApiPaths.contentRow, { list, id: deletable.shift() ?? ids.contentRow! }),
    allowed,
    successStatus: 204,
    prepare: async ({ t }) => {
      const made = await t.db
        .insert(teamMembers)
        .values(Array.from({ length: 20 }, (_, i) => ({ name: `Deletable ${i}`, roleTitle: "Volunteer" })))
        .returning({ id: teamMembers.id });
      deletable = made.map((m) => m.id);
    },
  },
  {
    method: "POST",
    route: consoleApiPaths.contentOrder,
    url: () => consoleApiPath(consoleApiPaths.contentOrder, { list: "campus-ambassadors" }),
    // Campus ambassadors order themselves by points: an allowed role is told so (400), others are refused first.
    payload: ({ ids }) => ({ ids: [ids.ambassador!] }),
    allowed,
    successStatus: 400,
    prepare,
  },
  {
    method: "POST",
    route: consoleApiPaths.contentPictures,
    url: () => consoleApiPath(consoleApiPaths.contentPictures, { list }),
    payload: () => solidPng(40, 40),
    headers: { "content-type": "application/octet-stream" },
    allowed,
    successStatus: 201,
  },
  {
    method: "GET",
    route: consoleApiPaths.ambassadorPoints,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.ambassadorPoints, { id: ids.ambassador! }),
    allowed,
    successStatus: 200,
    prepare,
  },
  {
    method: "POST",
    route: consoleApiPaths.ambassadorPoints,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.ambassadorPoints, { id: ids.ambassador! }),
    payload: () => ({ delta: 5, reason: "Access check" }),
    allowed,
    successStatus: 200,
    prepare,
  },
];
