import { asc, desc, eq, sql } from "drizzle-orm";
import type { Project, Publication } from "./contract.ts";
import type { Database } from "#server/db/client.ts";
import { projects, publications } from "#server/db/schema.ts";

// The public lists' reads: only the rows an editor shows, in the public order. The content
// feature's editors write these tables; a change reaches these lists through the tables'
// list_changed triggers, which drop the public caches.

export async function listActiveProjects(db: Database): Promise<Project[]> {
  const rows = await db
    .select({
      id: projects.id,
      kind: projects.kind,
      title: projects.title,
      titleBn: projects.titleBn,
      description: projects.description,
      descriptionBn: projects.descriptionBn,
      lead: projects.lead,
      leadBn: projects.leadBn,
      duration: projects.duration,
      durationBn: projects.durationBn,
      funding: projects.funding,
      fundingBn: projects.fundingBn,
      coverImageUrl: projects.coverImageUrl,
      demoUrl: projects.demoUrl,
      repoUrl: projects.repoUrl,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(eq(projects.active, true))
    .orderBy(desc(projects.createdAt), sql`lower(${projects.title})`, asc(projects.id));
  return rows.map((row) => ({ ...row, kind: projectKind(row.kind), createdAt: row.createdAt.toISOString() }));
}

/** The stored kind as the API types it (the table's check allows only these). */
function projectKind(stored: string): Project["kind"] {
  return stored === "research" || stored === "completed" ? stored : "student";
}

/** Newest year first; publications without a year after the dated ones. */
export function listActivePublications(db: Database): Promise<Publication[]> {
  return db
    .select({
      id: publications.id,
      title: publications.title,
      titleBn: publications.titleBn,
      type: publications.type,
      year: publications.year,
      abstract: publications.abstract,
      abstractBn: publications.abstractBn,
      authors: publications.authors,
      publishedIn: publications.publishedIn,
      doiUrl: publications.doiUrl,
      pdfUrl: publications.pdfUrl,
      coverImageUrl: publications.coverImageUrl,
    })
    .from(publications)
    .where(eq(publications.active, true))
    .orderBy(sql`${publications.year} desc nulls last`, sql`lower(${publications.title})`, asc(publications.id));
}
