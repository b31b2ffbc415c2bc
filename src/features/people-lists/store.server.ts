import { asc, desc, eq, sql } from "drizzle-orm";
import type { AlumniMember, CampusAmbassador, ClubPartner, ExecutiveMember, SubExecutiveMember, TeamMember } from "./contract.ts";
import type { Database } from "#server/db/client.ts";
import {
  alumniMembers,
  campusAmbassadors,
  clubPartners,
  executiveMembers,
  subExecutiveMembers,
  teamMembers,
} from "#server/db/schema.ts";

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

/** Active executives in a stable order (display_order, nulls last, then name); ranking happens above. */
export function listActiveExecutiveMembers(db: Database): Promise<ExecutiveMember[]> {
  return db
    .select({
      id: executiveMembers.id,
      name: executiveMembers.name,
      title: executiveMembers.title,
      titleBn: executiveMembers.titleBn,
      imageUrl: executiveMembers.imageUrl,
      facebookUrl: executiveMembers.facebookUrl,
      instagramUrl: executiveMembers.instagramUrl,
      email: executiveMembers.email,
      displayOrder: executiveMembers.displayOrder,
    })
    .from(executiveMembers)
    .where(eq(executiveMembers.active, true))
    .orderBy(
      sql`${executiveMembers.displayOrder} asc nulls last`,
      sql`lower(${executiveMembers.name})`,
      asc(executiveMembers.name),
    );
}

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
