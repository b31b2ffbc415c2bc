import { asc, desc, eq } from "drizzle-orm";
import type { CampusAmbassador } from "../../../shared/api/campus-ambassadors.ts";
import type { Database } from "../client.ts";
import { campusAmbassadors } from "../schema.ts";

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
