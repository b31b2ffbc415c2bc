import { asc, eq, sql } from "drizzle-orm";
import type { TeamMember } from "../../../shared/api/team-members.ts";
import type { Database } from "../client.ts";
import { teamMembers } from "../schema.ts";

export function listActiveTeamMembers(db: Database): Promise<TeamMember[]> {
  return db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      roleTitle: teamMembers.roleTitle,
      roleTitleBn: teamMembers.roleTitleBn,
      imageUrl: teamMembers.imageUrl,
      facebookUrl: teamMembers.facebookUrl,
      instagramUrl: teamMembers.instagramUrl,
      email: teamMembers.email,
      displayOrder: teamMembers.displayOrder,
    })
    .from(teamMembers)
    .where(eq(teamMembers.active, true))
    .orderBy(sql`${teamMembers.displayOrder} asc nulls last`, sql`lower(${teamMembers.name})`, asc(teamMembers.name));
}
