import { asc, desc, eq, sql } from "drizzle-orm";
import type { Project } from "../../../shared/api/projects.ts";
import type { Database } from "../client.ts";
import { projects } from "../schema.ts";

export async function listActiveProjects(db: Database): Promise<Project[]> {
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      titleBn: projects.titleBn,
      description: projects.description,
      descriptionBn: projects.descriptionBn,
      coverImageUrl: projects.coverImageUrl,
      demoUrl: projects.demoUrl,
      repoUrl: projects.repoUrl,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(eq(projects.active, true))
    .orderBy(desc(projects.createdAt), sql`lower(${projects.title})`, asc(projects.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
