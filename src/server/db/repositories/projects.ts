import { asc, desc, eq, sql } from "drizzle-orm";
import type { Project } from "../../../shared/api/projects.ts";
import type { Database } from "../client.ts";
import { projects } from "../schema.ts";

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
