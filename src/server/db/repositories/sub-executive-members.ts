import { asc, eq, sql } from "drizzle-orm";
import type { SubExecutiveMember } from "../../../shared/api/sub-executive-members.ts";
import type { Database } from "../client.ts";
import { subExecutiveMembers } from "../schema.ts";

export function listActiveSubExecutiveMembers(db: Database): Promise<SubExecutiveMember[]> {
  return db
    .select({
      id: subExecutiveMembers.id,
      name: subExecutiveMembers.name,
      title: subExecutiveMembers.title,
      titleBn: subExecutiveMembers.titleBn,
      imageUrl: subExecutiveMembers.imageUrl,
      facebookUrl: subExecutiveMembers.facebookUrl,
      instagramUrl: subExecutiveMembers.instagramUrl,
      linkedinUrl: subExecutiveMembers.linkedinUrl,
      twitterUrl: subExecutiveMembers.twitterUrl,
      githubUrl: subExecutiveMembers.githubUrl,
      email: subExecutiveMembers.email,
      displayOrder: subExecutiveMembers.displayOrder,
    })
    .from(subExecutiveMembers)
    .where(eq(subExecutiveMembers.active, true))
    .orderBy(
      sql`${subExecutiveMembers.displayOrder} asc nulls last`,
      sql`lower(${subExecutiveMembers.name})`,
      asc(subExecutiveMembers.name),
    );
}
