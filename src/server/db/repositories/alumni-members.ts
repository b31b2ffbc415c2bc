import { asc, eq, sql } from "drizzle-orm";
import type { AlumniMember } from "../../../shared/api/alumni-members.ts";
import type { Database } from "../client.ts";
import { alumniMembers } from "../schema.ts";

export function listActiveAlumniMembers(db: Database): Promise<AlumniMember[]> {
  return db
    .select({
      id: alumniMembers.id,
      name: alumniMembers.name,
      jobTitle: alumniMembers.jobTitle,
      jobTitleBn: alumniMembers.jobTitleBn,
      company: alumniMembers.company,
      graduationYear: alumniMembers.graduationYear,
      imageUrl: alumniMembers.imageUrl,
      linkedinUrl: alumniMembers.linkedinUrl,
      twitterUrl: alumniMembers.twitterUrl,
      githubUrl: alumniMembers.githubUrl,
      email: alumniMembers.email,
    })
    .from(alumniMembers)
    .where(eq(alumniMembers.active, true))
    .orderBy(
      sql`${alumniMembers.graduationYear} desc nulls last`,
      sql`lower(${alumniMembers.name})`,
      asc(alumniMembers.name),
    );
}
