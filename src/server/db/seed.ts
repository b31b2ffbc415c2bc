import { randomUUID } from "node:crypto";
import type { Database } from "./client.ts";
import * as content from "./sample-content.ts";
import * as schema from "./schema.ts";

/** The sample rows by table name (kept in step with the inserts below). */
function sampleTables() {
  return [
    { name: "team_members", rows: content.sampleTeamMembers },
    { name: "executive_members", rows: content.sampleExecutiveMembers },
    { name: "sub_executive_members", rows: content.sampleSubExecutiveMembers },
    { name: "alumni_members", rows: content.sampleAlumniMembers },
    { name: "events", rows: content.sampleEvents },
    { name: "event_categories", rows: content.sampleEventCategories },
    { name: "event_registration_forms", rows: content.sampleEventRegistrationForms },
    { name: "projects", rows: content.sampleProjects },
    { name: "publications", rows: content.samplePublications },
    { name: "club_partners", rows: content.sampleClubPartners },
    { name: "campus_ambassadors", rows: content.sampleCampusAmbassadors },
  ] as const;
}

/** How many sample rows go into each table, by table name. */
export function sampleContentRowCounts(): Record<string, number> {
  return Object.fromEntries(sampleTables().map(({ name, rows }) => [name, rows.length]));
}

export interface InsertSampleContentOptions {
  /**
   * Give the events and categories new random ids instead of the fixed ones in sample-content.ts,
   * so the sample content can be added to a database that already holds it (`db:seed --force`).
   */
  freshIds?: boolean;
}

/**
 * Inserts all sample content in one transaction: either everything is there, or nothing.
 * Foreign-key order: events and categories come before the registration forms that refer to them.
 * Visitor submissions (applications, messages, registrations, page views) are not seeded.
 */
export async function insertSampleContent(db: Database, options: InsertSampleContentOptions = {}): Promise<void> {
  const newIds = new Map<string, string>();
  const id = (fixed: string): string => {
    if (!options.freshIds) return fixed;
    let fresh = newIds.get(fixed);
    if (!fresh) {
      fresh = randomUUID();
      newIds.set(fixed, fresh);
    }
    return fresh;
  };
  const events = content.sampleEvents.map((row) => ({ ...row, id: row.id && id(row.id) }));
  const categories = content.sampleEventCategories.map((row) => ({ ...row, id: row.id && id(row.id) }));
  const forms = content.sampleEventRegistrationForms.map((row) => ({
    ...row,
    eventId: id(row.eventId),
    categoryId: id(row.categoryId),
  }));

  await db.transaction(async (tx) => {
    await tx.insert(schema.teamMembers).values(content.sampleTeamMembers);
    await tx.insert(schema.executiveMembers).values(content.sampleExecutiveMembers);
    await tx.insert(schema.subExecutiveMembers).values(content.sampleSubExecutiveMembers);
    await tx.insert(schema.alumniMembers).values(content.sampleAlumniMembers);
    await tx.insert(schema.events).values(events);
    await tx.insert(schema.eventCategories).values(categories);
    await tx.insert(schema.eventRegistrationForms).values(forms);
    await tx.insert(schema.projects).values(content.sampleProjects);
    await tx.insert(schema.publications).values(content.samplePublications);
    await tx.insert(schema.clubPartners).values(content.sampleClubPartners);
    await tx.insert(schema.campusAmbassadors).values(content.sampleCampusAmbassadors);
  });
}
