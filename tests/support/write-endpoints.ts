import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../src/server/db/client.ts";
import { contactMessages, eventCategories, eventRegistrationForms, eventRegistrations, events, applications, pageViews } from "../../src/server/db/schema.ts";
import { applicationPayload, contactMessagePayload, markedApplicant, registrationPayload } from "./factories.ts";

/**
 * Every endpoint that accepts submissions, for the attack, property and crash tests. A new write
 * endpoint is one more row: its URL, a payload it accepts (with `marker` somewhere in it, so the
 * crash test can find each submission), the table its rows land in, and the column the marker is
 * stored in.
 */
export interface WriteEndpoint {
  name: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** A payload the endpoint accepts. Each call should give a new one (unique keys stay unique). */
  validPayload(marker: string): Record<string, unknown>;
  /** The status a successful submission gets (and a honeypot-caught one imitates). */
  successStatus: number;
  /**
   * What a filled honeypot does: "flag" stores the submission marked as suspected spam (people's
   * forms, decision 077), "drop" answers the success and stores nothing (page views).
   */
  honeypot: "flag" | "drop";
  /** Where accepted submissions are stored. */
  table: PgTable;
  /** The SQL table name and the column holding the marker, for the crash test's plain-SQL count. */
  tableName: string;
  markerColumn: string;
  /** Text fields a visitor types, to fill with hostile strings; a dotted path reaches into an object. */
  textFields: string[];
  /** Inserts whatever rows the payloads refer to (an event, a form), once per fresh database. */
  prepare?(db: Database): Promise<void>;
}

/** The event, category and form the registration row posts to (fixed ids, so `prepare` can run twice). */
const registrationTarget = {
  eventId: "7b0e5a1c-2f4d-4e6a-9c8b-1d2e3f4a5b6c",
  categoryId: "7b0e5a1c-2f4d-4e6a-9c8b-1d2e3f4a5b6d",
  formId: "7b0e5a1c-2f4d-4e6a-9c8b-1d2e3f4a5b6e",
};

export const writeEndpoints: WriteEndpoint[] = [
  {
    name: "page views",
    method: "POST",
    url: "/api/page-views",
    validPayload: (marker) => ({
      path: `/team/${marker}`,
      referrer: "https://example.org/",
      userAgent: "Mozilla/5.0",
      sessionId: "3f0e2a8e-1d3c-4c55-9d8e-6a3b2c1d0e9f",
    }),
    successStatus: 204,
    honeypot: "drop",
    table: pageViews,
    tableName: "page_views",
    markerColumn: "path",
    textFields: ["path", "referrer", "userAgent"],
  },
  {
    name: "join requests",
    method: "POST",
    url: "/api/join-requests",
    // Email and roll are unique: the marker makes each submission new.
    validPayload: (marker) => applicationPayload({ ...markedApplicant(marker), transactionId: `TX-${marker}` }),
    successStatus: 201,
    honeypot: "flag",
    table: applications,
    tableName: "join_requests",
    markerColumn: "email",
    textFields: ["fullName", "section", "fathersName", "mothersName", "permanentAddress", "presentAddress", "facebookId", "accountName", "transactionId"],
  },
  {
    name: "contact messages",
    method: "POST",
    url: "/api/contact-messages",
    validPayload: (marker) =>
      contactMessagePayload({ name: "Nadia Islam", email: "nadia@example.org", subject: "Visiting the lab", message: `May we visit on Thursday? ${marker}` }),
    successStatus: 201,
    honeypot: "flag",
    table: contactMessages,
    tableName: "contact_messages",
    markerColumn: "message",
    textFields: ["name", "subject", "message"],
  },
  {
    name: "event registrations",
    method: "POST",
    url: "/api/event-registrations",
    validPayload: (marker) =>
      registrationPayload({
        eventId: registrationTarget.eventId,
        categoryId: registrationTarget.categoryId,
        // The marker makes the registrant another person too: an event takes one registration per person (decision 100).
        registrationData: { full_name: "Nadia Islam", email: `${marker}@example.org`, why_join: `To build a robot. ${marker}`, level: "Beginner" },
      }),
    successStatus: 201,
    honeypot: "flag",
    table: eventRegistrations,
    tableName: "event_registrations",
    markerColumn: "registration_data",
    textFields: ["registrationData.full_name", "registrationData.why_join"],
    async prepare(db) {
      const { eventId, categoryId } = registrationTarget;
      await db
        .insert(events)
        .values({ id: eventId, title: "Robotics workshop", startsAt: new Date("2030-01-01T10:00:00Z") })
        .onConflictDoNothing();
      await db.insert(eventCategories).values({ id: categoryId, name: "College" }).onConflictDoNothing();
      await db
        .insert(eventRegistrationForms)
        .values({
          id: registrationTarget.formId,
          eventId,
          categoryId,
          formFields: [
            { name: "full_name", label: "Full name", type: "text", required: true },
            { name: "email", label: "Email", type: "email", required: true },
            { name: "why_join", label: "Why do you want to join?", type: "textarea", required: true },
            { name: "level", label: "Level", type: "select", required: true, options: ["Beginner", "Advanced"] },
            // Not required: the registration row never sends it; the upload cases upload to it.
            { name: "photo", label: "Photo", type: "image", required: false },
          ],
        })
        .onConflictDoNothing();
    },
  },
];

/**
 * Write endpoints that take a multipart file instead of JSON. The JSON attacks of the table above
 * do not apply to them; security.test.ts tries theirs (type, names, size, honeypot, rate limit),
 * and features/registrations/uploads.http.test.ts the file checks themselves.
 */
export interface UploadEndpoint {
  name: string;
  method: "POST";
  /** The route's pattern, as `app.apiRoutes` lists it. */
  url: string;
  /** A URL to post a file to: the registration row's event and category, and its image field. */
  target: string;
  prepare(db: Database): Promise<void>;
}

const registrations = writeEndpoints.find((e) => e.url === "/api/event-registrations")!;

export const uploadEndpoints: UploadEndpoint[] = [
  {
    name: "registration uploads",
    method: "POST",
    url: "/api/events/:eventId/uploads",
    target: `/api/events/${registrationTarget.eventId}/uploads?categoryId=${registrationTarget.categoryId}&field=photo`,
    prepare: (db) => registrations.prepare!(db),
  },
];

/**
 * POST routes that store nothing and answer a look-up whose input must stay out of URLs and logs
 * (an applicant's e-mail): rate-limited on their own, outside the submission tests above.
 */
export const lookupEndpoints: { name: string; method: "POST"; url: string }[] = [
  { name: "application status", method: "POST", url: "/api/join-requests/status" },
];

/**
 * POST routes for a machine that holds a secret, not for visitors: no honeypot, rate-limited per
 * secret, with their own tests (the payments SMS forwarder: routes/api/payments-sms.test.ts).
 */
export const secretEndpoints: { name: string; method: "POST"; url: string }[] = [{ name: "payments SMS forwarder", method: "POST", url: "/api/payments/sms" }];

export async function countRows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n ?? 0);
}
