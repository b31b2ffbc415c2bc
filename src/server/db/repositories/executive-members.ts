import { asc, eq, sql } from "drizzle-orm";
import type { ExecutiveMember } from "../../../shared/api/executive-members.ts";
import type { Database } from "../client.ts";
import { executiveMembers } from "../schema.ts";

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
