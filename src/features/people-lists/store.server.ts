import { asc, desc, eq, sql } from "drizzle-orm";
import type { CampusAmbassador, ClubPartner, TeamMember } from "./contract.ts";
import type { Database } from "#server/db/client.ts";
import { campusAmbassadors, clubPartners, teamMembers } from "#server/db/schema.ts";

// The public lists' reads: only the rows an editor shows, in the public order. The content
// feature's editors write these tables; a change reaches these lists through the tables'
// list_changed triggers, which drop the public caches.

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

/** Most points first; equal points by CA number, so the table does not reshuffle between loads. */
export function listActiveCampusAmbassadors(db: Database): Promise<CampusAmbassador[]> {
  return db
    .select({
      id: campusAmbassadors.id,
      caNumber: campusAmbassadors.caNumber,
      name: campusAmbassadors.name,
      institution: campusAmbassadors.institution,
      imageUrl: campusAmbassadors.imageUrl,
      points: campusAmbassadors.points,
    })
    .from(campusAmbassadors)
    .where(eq(campusAmbassadors.active, true))
    .orderBy(desc(campusAmbassadors.points), asc(campusAmbassadors.caNumber), asc(campusAmbassadors.id));
}

export function listActiveClubPartners(db: Database): Promise<ClubPartner[]> {
  return db
    .select({
      id: clubPartners.id,
      name: clubPartners.name,
      organization: clubPartners.organization,
      roleTitle: clubPartners.roleTitle,
      roleTitleBn: clubPartners.roleTitleBn,
      bio: clubPartners.bio,
      bioBn: clubPartners.bioBn,
      imageUrl: clubPartners.imageUrl,
      email: clubPartners.email,
      websiteUrl: clubPartners.websiteUrl,
      facebookUrl: clubPartners.facebookUrl,
      instagramUrl: clubPartners.instagramUrl,
      linkedinUrl: clubPartners.linkedinUrl,
      twitterUrl: clubPartners.twitterUrl,
      displayOrder: clubPartners.displayOrder,
    })
    .from(clubPartners)
    .where(eq(clubPartners.active, true))
    .orderBy(sql`${clubPartners.displayOrder} asc nulls last`, sql`lower(${clubPartners.name})`, asc(clubPartners.name));
}
