import { asc, eq, sql } from "drizzle-orm";
import type { ClubPartner } from "../../../shared/api/club-partners.ts";
import type { Database } from "../client.ts";
import { clubPartners } from "../schema.ts";

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
