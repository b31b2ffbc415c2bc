import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { ActivityDetails } from "#features/activity/contract.ts";
import type { CertificateDesign } from "#features/certificates/contract.ts";
import type { StoredFormField } from "../../shared/registration-form-fields.ts";
import type { RegistrationData } from "../../shared/registration-validation.ts";
import type { MailAttachment } from "./repositories/mail.ts";
import { departmentCodes } from "../../shared/departments.ts";

// Table and column names are the spec's (section 3); organisers may insert rows with plain SQL,
// so every default lives in the database.

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const active = () => boolean("active").notNull().default(true);
// A submission's reference for the visitor (src/shared/reference.ts); the server makes it, and the
// database function does for rows inserted with plain SQL.
const reference = () => text("reference").notNull().default(sql`submission_reference()`);
/** Set when the submission came with the honeypot filled: kept for an organiser to look at, apart from the lists. */
const suspectedSpamAt = () => timestamp("suspected_spam_at", { withTimezone: true });

export const teamMembers = pgTable("team_members", {
  id: id(),
  name: text("name").notNull(),
  roleTitle: text("role_title").notNull(),
  roleTitleBn: text("role_title_bn"),
  imageUrl: text("image_url"),
  facebookUrl: text("facebook_url"),
  instagramUrl: text("instagram_url"),
  email: text("email"),
  active: active(),
  displayOrder: integer("display_order"),
  createdAt: createdAt(),
});

export const executiveMembers = pgTable("executive_members", {
  id: id(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  titleBn: text("title_bn"),
  imageUrl: text("image_url"),
  facebookUrl: text("facebook_url"),
  instagramUrl: text("instagram_url"),
  email: text("email"),
  active: active(),
  displayOrder: integer("display_order"),
  createdAt: createdAt(),
});

export const subExecutiveMembers = pgTable("sub_executive_members", {
  id: id(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  titleBn: text("title_bn"),
  imageUrl: text("image_url"),
  facebookUrl: text("facebook_url"),
  instagramUrl: text("instagram_url"),
  linkedinUrl: text("linkedin_url"),
  twitterUrl: text("twitter_url"),
  githubUrl: text("github_url"),
  email: text("email"),
  active: active(),
  displayOrder: integer("display_order"),
  createdAt: createdAt(),
});

export const alumniMembers = pgTable("alumni_members", {
  id: id(),
  name: text("name").notNull(),
  jobTitle: text("job_title"),
  jobTitleBn: text("job_title_bn"),
  company: text("company"),
  graduationYear: integer("graduation_year"),
  imageUrl: text("image_url"),
  linkedinUrl: text("linkedin_url"),
  twitterUrl: text("twitter_url"),
  githubUrl: text("github_url"),
  email: text("email"),
  active: active(),
  createdAt: createdAt(),
});

export const events = pgTable(
  "events",
  {
    id: id(),
    // "workshop" puts the event on the Workshops page as well.
    kind: text("kind").notNull().default("event"),
    title: text("title").notNull(),
    // Bangla twins of the editor's texts: null when the editor wrote none.
    titleBn: text("title_bn"),
    description: text("description"),
    descriptionBn: text("description_bn"),
    location: text("location"),
    locationBn: text("location_bn"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    // Optional end (calendar files); without it the calendar uses a default duration.
    endsAt: timestamp("ends_at", { withTimezone: true }),
    // Seats for the whole event; null means unlimited. Waitlisted registrations do not take a seat.
    capacity: integer("capacity"),
    registrationDeadline: timestamp("registration_deadline", { withTimezone: true }),
    waitlistEnabled: boolean("waitlist_enabled").notNull().default(false),
    // "Participants may be under 18": its registrations also give a guardian's name and
    // phone and confirm the guardian's consent.
    participantsMayBeUnder18: boolean("participants_may_be_under_18").notNull().default(false),
    // A reminder with the ticket goes to each confirmed registrant the Dhaka day before unless switched off.
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
    coverImageUrl: text("cover_image_url"),
    photosUrl: text("photos_url"),
    googleFormMode: text("google_form_mode"),
    googleFormUrl: text("google_form_url"),
    active: active(),
    createdAt: createdAt(),
    // Set by a trigger on every change, plain SQL included: the sitemap's lastmod.
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("events_google_form_mode_check", sql`${t.googleFormMode} is null or ${t.googleFormMode} in ('embed', 'redirect')`),
    check("events_ends_after_start_check", sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check("events_capacity_check", sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check("events_kind_check", sql`${t.kind} in ('event', 'workshop')`),
  ],
);

export const eventCategories = pgTable("event_categories", {
  id: id(),
  name: text("name").notNull(),
  nameBn: text("name_bn"),
  description: text("description"),
  descriptionBn: text("description_bn"),
  displayOrder: integer("display_order"),
  active: active(),
  createdAt: createdAt(),
});

export const eventRegistrationForms = pgTable(
  "event_registration_forms",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "cascade" }),
    formFields: jsonb("form_fields").$type<StoredFormField[]>().notNull().default(sql`'[]'::jsonb`),
    // A category's own seats and deadline within this event (categories are shared between events,
    // so they live on the event's form for the category); null means only the event's limits apply.
    capacity: integer("capacity"),
    registrationDeadline: timestamp("registration_deadline", { withTimezone: true }),
    // The category's fee in whole taka within this event; null: free. A paid
    // category's registration sends its payment and waits as payment_pending until it is verified.
    feeTaka: integer("fee_taka"),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [
    check("event_registration_forms_capacity_check", sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check("event_registration_forms_fee_check", sql`${t.feeTaka} is null or ${t.feeTaka} between 0 and 100000`),
    // One active form per event and category: the form fetch expects a single result.
    uniqueIndex("event_registration_forms_event_category_active_key")
      .on(t.eventId, t.categoryId)
      .where(sql`${t.active}`),
    check("event_registration_forms_fields_array_check", sql`jsonb_typeof(${t.formFields}) = 'array'`),
  ],
);

export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: id(),
    // Registrations are kept even if an organiser later removes the event or category.
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "restrict" }),
    registrationData: jsonb("registration_data").$type<RegistrationData>().notNull().default(sql`'{}'::jsonb`),
    // confirmed holds a seat; waitlisted waits (in created_at order) until an organiser confirms it;
    // cancelled (by an organiser) neither holds a seat nor stops the person registering again;
    // payment_pending (a paid category) holds a seat until its payment is verified.
    status: text("status").notNull().default("confirmed"),
    // When an organiser moved the registration from the waiting list (null if it never waited or still waits).
    confirmedFromWaitlistAt: timestamp("confirmed_from_waitlist_at", { withTimezone: true }),
    // When and why an organiser cancelled it; who did is the activity entry's organiser.
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    reference: reference(),
    suspectedSpamAt: suspectedSpamAt(),
    // Who it is from, compared for one registration per person per event: the
    // answers to the form's first e-mail and phone fields (features/registrations/rules.ts). A row
    // inserted with plain SQL gets them from its answers by the trigger of drizzle/0011.
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    // The answers' JSON text in lower case, which a search reads first (features/registrations/store.server.ts,
    // matchesSearch): kept with the row, so a search across every event does not
    // convert and lower each row's answers again, which was most of its time.
    answersText: text("answers_text").generatedAlwaysAs(sql`lower(registration_data::text)`),
    // At the door: when the first check-in happened (a device's
    // time for one synced from offline, the earliest wins), by whom, and that organiser's name and
    // e-mail as they were then, kept if the account is removed. The row records every check-in: the
    // activity log gets only undos.
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: uuid("checked_in_by").references((): AnyPgColumn => organisers.id, { onDelete: "set null" }),
    checkedInByName: text("checked_in_by_name"),
    checkedInByEmail: text("checked_in_by_email"),
    // When the door's state of this ticket last changed (a check-in, a synced one that won, an undo, a
    // walk-in), by the database's clock: every door device asks for the changes since its last look
    //, whichever server process made them.
    doorChangedAt: timestamp("door_changed_at", { withTimezone: true }),
    // Registered at the door rather than on the site.
    walkIn: boolean("walk_in").notNull().default(false),
    // A paid category's payment, as Join Us takes it: cash, or online to one of
    // the club's wallet numbers with the payer's account and the transaction ID (kept upper-cased and
    // trimmed, as received payments are); the fee owed when it registered, in whole taka. All null for a free one.
    paymentType: text("payment_type"),
    paymentNumber: text("payment_number"),
    accountName: text("account_name"),
    accountNumber: text("account_number"),
    transactionId: text("transaction_id"),
    feeTaka: integer("fee_taka"),
    // When its payment was verified (from a received payment, or marked paid by an organiser).
    paymentVerifiedAt: timestamp("payment_verified_at", { withTimezone: true }),
    // Which privacy policy and terms it accepted, and when (ids from
    // src/shared/legal-versions.ts). Null for a row inserted with plain SQL, which accepted nothing on the site.
    privacyPolicyVersion: text("privacy_policy_version"),
    termsVersion: text("terms_version"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    // An event for participants who may be under 18: the guardian's name and phone (stored
    // as the form's phone fields are) and their consent, confirmed by the registrant. Kept out of the
    // answers, so neither a form's own field nor the contact columns (one registration per person) see them.
    guardianName: text("guardian_name"),
    guardianPhone: text("guardian_phone"),
    guardianConsent: boolean("guardian_consent").notNull().default(false),
    // The language of the page it was sent from (shared/submission-language.ts): what the club
    // writes back about it (e-mail, a WhatsApp letter) is in this language. Rows from before are English.
    lang: text("lang").notNull().default("en"),
    // When one person's data erasure anonymised it: it still holds its seat
    // and counts in the event's anonymous totals, but is no row in any list, door list or export.
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("event_registrations_event_idx").on(t.eventId),
    index("event_registrations_contact_email_idx").on(t.eventId, t.contactEmail).where(sql`${t.contactEmail} is not null`),
    index("event_registrations_contact_phone_idx").on(t.eventId, t.contactPhone).where(sql`${t.contactPhone} is not null`),
    uniqueIndex("event_registrations_reference_key").on(t.reference),
    index("event_registrations_seats_idx").on(t.eventId, t.categoryId, t.status),
    check("event_registrations_status_check", sql`${t.status} in ('confirmed', 'waitlisted', 'cancelled', 'payment_pending')`),
    check("event_registrations_payment_type_check", sql`${t.paymentType} is null or ${t.paymentType} in ('cash', 'online')`),
    check("event_registrations_transaction_id_check", sql`${t.transactionId} is null or ${t.transactionId} = upper(btrim(${t.transactionId}))`),
    check("event_registrations_pending_payment_check", sql`${t.status} <> 'payment_pending' or ${t.paymentType} is not null`),
    // The matching joins received payments on the transaction ID.
    index("event_registrations_transaction_id_idx").on(t.transactionId).where(sql`${t.transactionId} is not null`),
    check("event_registrations_cancelled_check", sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    index("event_registrations_event_created_at_idx").on(t.eventId, t.createdAt, t.id),
    check("event_registrations_data_object_check", sql`jsonb_typeof(${t.registrationData}) = 'object'`),
    // The live count, polled by every door device: one event's rows by category and status, with
    // whether each is checked in, read from the index alone.
    // Both versions or neither; a time only with them (a row inserted by hand may carry versions without one).
    check("event_registrations_consent_check", sql`(${t.privacyPolicyVersion} is null) = (${t.termsVersion} is null) and (${t.consentAt} is null or ${t.privacyPolicyVersion} is not null)`),
    check("event_registrations_guardian_check", sql`(${t.guardianName} is null and ${t.guardianPhone} is null) or ${t.guardianConsent}`),
    index("event_registrations_guardian_phone_idx").on(t.guardianPhone).where(sql`${t.guardianPhone} is not null`),
    index("event_registrations_door_changes_idx").on(t.eventId, t.doorChangedAt).where(sql`${t.doorChangedAt} is not null`),
    index("event_registrations_check_in_count_idx").on(t.eventId, t.categoryId, t.status, t.checkedInAt).where(sql`${t.suspectedSpamAt} is null`),
    check("event_registrations_lang_check", sql`${t.lang} in ('en', 'bn')`),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: id(),
    // Which page lists it besides Projects: Research, Student or Completed Projects.
    kind: text("kind").notNull().default("student"),
    title: text("title").notNull(),
    titleBn: text("title_bn"),
    description: text("description"),
    descriptionBn: text("description_bn"),
    // Who leads it, how long it runs and who pays, as the Research Projects cards show them.
    lead: text("lead"),
    leadBn: text("lead_bn"),
    duration: text("duration"),
    durationBn: text("duration_bn"),
    funding: text("funding"),
    fundingBn: text("funding_bn"),
    coverImageUrl: text("cover_image_url"),
    demoUrl: text("demo_url"),
    repoUrl: text("repo_url"),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [check("projects_kind_check", sql`${t.kind} in ('research', 'student', 'completed')`)],
);

export const publications = pgTable("publications", {
  id: id(),
  title: text("title").notNull(),
  titleBn: text("title_bn"),
  type: text("type").notNull().default("other"),
  year: integer("year"),
  abstract: text("abstract"),
  abstractBn: text("abstract_bn"),
  authors: text("authors"),
  publishedIn: text("published_in"),
  doiUrl: text("doi_url"),
  pdfUrl: text("pdf_url"),
  coverImageUrl: text("cover_image_url"),
  active: active(),
  createdAt: createdAt(),
});

const departmentList = sql.raw(`ARRAY[${departmentCodes.map((c) => `'${c}'`).join(", ")}]::text[]`);

export const applications = pgTable(
  "join_requests",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    collegeRoll: text("college_roll").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    section: text("section"),
    bloodGroup: text("blood_group"),
    fathersName: text("fathers_name"),
    fathersPhone: text("fathers_phone"),
    mothersName: text("mothers_name"),
    mothersPhone: text("mothers_phone"),
    permanentAddress: text("permanent_address"),
    presentAddress: text("present_address"),
    photoDriveLink: text("photo_drive_link"),
    facebookId: text("facebook_id"),
    previousClubbingExperience: boolean("previous_clubbing_experience").notNull().default(false),
    extraQualificationActivities: boolean("extra_qualification_activities").notNull().default(false),
    termsAgreement: boolean("terms_agreement").notNull().default(false),
    departments: text("departments").array().notNull(),
    totalAmount: integer("total_amount").notNull(),
    paymentType: text("payment_type").notNull(),
    paymentNumber: text("payment_number"),
    accountName: text("account_name"),
    accountNumber: text("account_number"),
    transactionId: text("transaction_id"),
    // The organisers' workflow (console): pending -> payment_verified -> approved, or rejected with a reason.
    status: text("status").notNull().default("pending"),
    statusReason: text("status_reason"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    reference: reference(),
    suspectedSpamAt: suspectedSpamAt(),
    // Which privacy policy and terms it accepted, and when (ids from
    // src/shared/legal-versions.ts). Null for a row inserted with plain SQL, which accepted nothing on the site.
    privacyPolicyVersion: text("privacy_policy_version"),
    termsVersion: text("terms_version"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    // The language of the page it was sent from (shared/submission-language.ts): what the club
    // writes back about it (e-mail, a WhatsApp letter) is in this language. Rows from before are English.
    lang: text("lang").notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    // Both versions or neither; a time only with them (a row inserted by hand may carry versions without one).
    check("join_requests_consent_check", sql`(${t.privacyPolicyVersion} is null) = (${t.termsVersion} is null) and (${t.consentAt} is null or ${t.privacyPolicyVersion} is not null)`),
    check("join_requests_status_check", sql`${t.status} in ('pending', 'payment_verified', 'approved', 'rejected')`),
    index("join_requests_created_at_idx").on(t.createdAt, t.id),
    uniqueIndex("join_requests_reference_key").on(t.reference),
    // Duplicate transaction IDs are found by their normalised form (console: applications).
    index("join_requests_transaction_key_idx").on(sql`upper(btrim(${t.transactionId}))`),
    // The constraint names carry the column name: the browser's error messages are chosen by it.
    // Suspected spam does not hold a student's e-mail or roll: a bot that typed them cannot lock the student out.
    uniqueIndex("join_requests_email_key").on(sql`lower(${t.email})`).where(sql`${t.suspectedSpamAt} is null`),
    uniqueIndex("join_requests_college_roll_key").on(sql`lower(${t.collegeRoll})`).where(sql`${t.suspectedSpamAt} is null`),
    check("join_requests_payment_type_check", sql`${t.paymentType} in ('cash', 'online')`),
    check(
      "join_requests_online_payment_check",
      sql`(${t.paymentType} = 'online') = (${t.paymentNumber} is not null and ${t.accountName} is not null and ${t.accountNumber} is not null and ${t.transactionId} is not null)`,
    ),
    check(
      "join_requests_cash_payment_check",
      sql`${t.paymentType} <> 'cash' or (${t.paymentNumber} is null and ${t.accountName} is null and ${t.accountNumber} is null and ${t.transactionId} is null)`,
    ),
    check("join_requests_terms_check", sql`${t.termsAgreement}`),
    check(
      "join_requests_departments_check",
      sql`cardinality(${t.departments}) between 1 and 10 and ${t.departments} <@ ${departmentList}`,
    ),
    check("join_requests_total_amount_check", sql`${t.totalAmount} >= 0`),
    check("join_requests_required_text_check", sql`btrim(${t.fullName}) <> '' and btrim(${t.collegeRoll}) <> '' and btrim(${t.email}) <> ''`),
    check("join_requests_lang_check", sql`${t.lang} in ('en', 'bn')`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    // The organisers' inbox (console).
    state: text("state").notNull().default("unread"),
    // When it was archived (set by the trigger of drizzle/0020 when the state becomes archived, cleared
    // when it leaves it): retention deletes archived messages a set time after this.
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    reference: reference(),
    suspectedSpamAt: suspectedSpamAt(),
    // The language of the page it was sent from (shared/submission-language.ts): what the club
    // writes back about it (e-mail, a WhatsApp letter) is in this language. Rows from before are English.
    lang: text("lang").notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_messages_state_check", sql`${t.state} in ('unread', 'read', 'archived')`),
    index("contact_messages_created_at_idx").on(t.createdAt, t.id),
    uniqueIndex("contact_messages_reference_key").on(t.reference),
    check("contact_messages_required_text_check", sql`btrim(${t.name}) <> '' and btrim(${t.email}) <> '' and btrim(${t.message}) <> ''`),
    check("contact_messages_lang_check", sql`${t.lang} in ('en', 'bn')`),
  ],
);

/**
 * One row per visitor submission sent with an `Idempotency-Key`: written in the
 * transaction that stores the submission, so the key is taken exactly when the row is. A retry with
 * the same key is answered `status_code` and `response`, the first answer, instead of storing again.
 * `status_code` and `response` are null only inside that transaction, between claim and answer.
 */
export const submissionReceipts = pgTable(
  "submission_receipts",
  {
    idempotencyKey: uuid("idempotency_key").primaryKey(),
    // The endpoint and a hash of the body the key came with: a key reused for another request is refused.
    route: text("route").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [index("submission_receipts_created_at_idx").on(t.createdAt)],
);

export const clubPartners = pgTable("club_partners", {
  id: id(),
  name: text("name").notNull(),
  organization: text("organization"),
  roleTitle: text("role_title"),
  roleTitleBn: text("role_title_bn"),
  bio: text("bio"),
  bioBn: text("bio_bn"),
  imageUrl: text("image_url"),
  email: text("email"),
  websiteUrl: text("website_url"),
  facebookUrl: text("facebook_url"),
  instagramUrl: text("instagram_url"),
  linkedinUrl: text("linkedin_url"),
  twitterUrl: text("twitter_url"),
  active: active(),
  displayOrder: integer("display_order"),
  createdAt: createdAt(),
});

export const campusAmbassadors = pgTable("campus_ambassadors", {
  id: id(),
  caNumber: text("ca_number").notNull(),
  name: text("name").notNull(),
  institution: text("institution"),
  imageUrl: text("image_url"),
  points: integer("points").notNull().default(0),
  active: active(),
  createdAt: createdAt(),
});

export const pageViews = pgTable(
  "page_views",
  {
    id: id(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    userAgent: text("user_agent"),
    sessionId: text("session_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("page_views_created_at_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// The organiser console. The four organiser tables are better-auth's user,
// session, account and verification models (its documented core schema, keyed by the field names
// better-auth uses), with our two additions on the organiser: role and disabled.

export const organiserRoles = ["admin", "reviewer", "editor", "checkin"] as const;
export const applicationStatuses = ["pending", "payment_verified", "approved", "rejected"] as const;
export const messageStates = ["unread", "read", "archived"] as const;

const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const organisers = pgTable(
  "organisers",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("reviewer"),
    disabled: boolean("disabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("organisers_email_key").on(t.email),
    check("organisers_role_check", sql`${t.role} in ('admin', 'reviewer', 'editor', 'checkin')`),
  ],
);

export const organiserSessions = pgTable(
  "organiser_sessions",
  {
    id: id(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: uuid("organiser_id")
      .notNull()
      .references(() => organisers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("organiser_sessions_token_key").on(t.token), index("organiser_sessions_organiser_idx").on(t.userId)],
);

export const organiserAccounts = pgTable(
  "organiser_accounts",
  {
    id: id(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("organiser_id")
      .notNull()
      .references(() => organisers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("organiser_accounts_organiser_idx").on(t.userId)],
);

export const organiserVerifications = pgTable(
  "organiser_verifications",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("organiser_verifications_identifier_idx").on(t.identifier)],
);

/** Secrets the server makes for itself on first start (the session-signing secret), shared by every process. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** What organisers did and what was tried: sign-ins, failed sign-ins, status changes, exports, file views, account changes. */
export const activityLog = pgTable(
  "activity_log",
  {
    id: id(),
    // Kept when the organiser is removed, with the e-mail written beside it.
    organiserId: uuid("organiser_id").references(() => organisers.id, { onDelete: "set null" }),
    organiserEmail: text("organiser_email"),
    action: text("action").notNull(),
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    details: jsonb("details").$type<ActivityDetails>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_log_created_at_idx").on(t.createdAt),
    index("activity_log_action_email_idx").on(t.action, t.organiserEmail, t.createdAt),
    // The log filtered by organiser, newest first.
    index("activity_log_organiser_created_at_idx").on(t.organiserId, t.createdAt),
  ],
);

/** Every status change of a membership application: from, to, why, who and when. */
export const applicationStatusChanges = pgTable(
  "join_request_status_changes",
  {
    id: id(),
    applicationId: uuid("join_request_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    reason: text("reason"),
    organiserId: uuid("organiser_id").references(() => organisers.id, { onDelete: "set null" }),
    organiserEmail: text("organiser_email"),
    /** The received payment a verification rests on: its evidence, kept while the payment is. */
    receivedPaymentId: uuid("received_payment_id").references((): AnyPgColumn => receivedPayments.id, { onDelete: "set null" }),
    /** The changes made by one click (one or a bulk change): the "Tell them" page lists them. */
    batchId: uuid("batch_id"),
    /** The applicant's e-mail of it, when e-mail was on; its state says whether they heard. */
    mailId: uuid("mail_id").references((): AnyPgColumn => mailOutbox.id, { onDelete: "set null" }),
    /** When an organiser marked the applicant told on WhatsApp, and who. */
    toldAt: timestamp("told_at", { withTimezone: true }),
    toldBy: uuid("told_by").references(() => organisers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("join_request_status_changes_request_idx").on(t.applicationId, t.createdAt),
    index("join_request_status_changes_batch_idx").on(t.batchId),
  ],
);

/**
 * Members: an approved application's member number and card, given at its first
 * approval and kept for life, through a take-back and a new approval. The card's address is a random
 * token, nothing personal. The sequence is counted per session year in member_number_counters, inside
 * the approval's own transaction, so a rolled-back approval leaves no gap (a SEQUENCE would).
 */
export const members = pgTable(
  "members",
  {
    id: id(),
    applicationId: uuid("join_request_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    memberNumber: text("member_number").notNull(),
    sessionYear: integer("session_year").notNull(),
    sequence: integer("sequence").notNull(),
    cardToken: text("card_token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("members_join_request_key").on(t.applicationId),
    uniqueIndex("members_member_number_key").on(t.memberNumber),
    uniqueIndex("members_session_sequence_key").on(t.sessionYear, t.sequence),
    uniqueIndex("members_card_token_key").on(t.cardToken),
    check("members_sequence_check", sql`${t.sequence} between 1 and 9999`),
  ],
);

/** The last member number's sequence given in each session year; its row is locked by the approval that bumps it. */
export const memberNumberCounters = pgTable(
  "member_number_counters",
  {
    id: id(),
    sessionYear: integer("session_year").notNull(),
    lastSequence: integer("last_sequence").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("member_number_counters_session_year_key").on(t.sessionYear), check("member_number_counters_last_sequence_check", sql`${t.lastSequence} between 0 and 9999`)],
);

/**
 * Every file a visitor uploaded for a registration, until a registration refers to it: a file no
 * registration claims within a day is deleted by the sweep, and the unclaimed files count against a
 * per-address and a total budget. The address is kept only as a keyed hash.
 */
export const registrationUploads = pgTable(
  "registration_uploads",
  {
    key: text("key").primaryKey(),
    bytes: integer("bytes").notNull(),
    addressHash: text("address_hash").notNull(),
    /** SHA-256 of the token the upload was answered with; only its holder can claim it (null: uploaded before tokens). */
    tokenHash: text("token_hash"),
    registrationId: uuid("registration_id").references(() => eventRegistrations.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("registration_uploads_unclaimed_idx").on(t.createdAt).where(sql`${t.claimedAt} is null`),
    index("registration_uploads_unclaimed_address_idx").on(t.addressHash).where(sql`${t.claimedAt} is null`),
    check("registration_uploads_bytes_check", sql`${t.bytes} >= 0`),
  ],
);

/** Every change of a campus ambassador's points: how many, why, who and when. `campus_ambassadors.points` is their sum's running total. */
export const campusAmbassadorPointChanges = pgTable(
  "campus_ambassador_point_changes",
  {
    id: id(),
    ambassadorId: uuid("ambassador_id")
      .notNull()
      .references(() => campusAmbassadors.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    organiserId: uuid("organiser_id").references(() => organisers.id, { onDelete: "set null" }),
    organiserEmail: text("organiser_email"),
    createdAt: createdAt(),
  },
  (t) => [
    index("campus_ambassador_point_changes_ambassador_idx").on(t.ambassadorId, t.createdAt),
    check("campus_ambassador_point_changes_delta_check", sql`${t.delta} <> 0`),
    check("campus_ambassador_point_changes_reason_check", sql`btrim(${t.reason}) <> ''`),
  ],
);


/** Which new submissions an organiser is told of by e-mail (console: Settings). No row: none. */
export const organiserNotifications = pgTable("organiser_notifications", {
  organiserId: uuid("organiser_id")
    .primaryKey()
    .references(() => organisers.id, { onDelete: "cascade" }),
  applications: boolean("applications").notNull().default(false),
  registrations: boolean("registrations").notNull().default(false),
  messages: boolean("messages").notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * When each organiser last opened an event's registrations (its first page, unfiltered), so the
 * Overview counts what arrived since for them alone. No row: never opened.
 */
export const registrationListVisits = pgTable(
  "registration_list_visits",
  {
    organiserId: uuid("organiser_id")
      .notNull()
      .references(() => organisers.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "registration_list_visits_pkey", columns: [t.organiserId, t.eventId] })],
);

export const outboxStates = ["pending", "sent", "failed"] as const;

/**
 * E-mail waiting to be sent, written in the transaction of what causes it.
 * A worker claims due rows (FOR UPDATE SKIP LOCKED) for a lease, sends, and marks them sent; a
 * failure sets the next attempt with backoff, and after the last attempt the row is `failed` until
 * an admin retries it. `message_id` is the mail's Message-ID, the same on every attempt.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    messageId: text("message_id").notNull(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    // [{ filename, contentType, content (base64) }]
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    // The language it is written in: a Bangla e-mail's HTML part says lang="bn" and asks for a Bengali font.
    lang: text("lang").notNull().default("en"),
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mail_outbox_message_id_key").on(t.messageId),
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index("mail_outbox_state_created_at_idx").on(t.state, t.createdAt),
    check("mail_outbox_state_check", sql`${t.state} in ('pending', 'sent', 'failed')`),
    check("mail_outbox_attachments_array_check", sql`jsonb_typeof(${t.attachments}) = 'array'`),
    check("mail_outbox_lang_check", sql`${t.lang} in ('en', 'bn')`),
  ],
);

/**
 * Wallet payments the club received: read from pasted or forwarded
 * SMS or a statement file. Only what matching needs is kept, never the SMS itself. A wallet's
 * transaction ID is unique within the wallet, so (wallet, transaction_id) makes every way in idempotent.
 */
export const receivedPayments = pgTable(
  "received_payments",
  {
    id: id(),
    wallet: text("wallet").notNull(),
    amountPoisha: integer("amount_poisha").notNull(),
    senderNumber: text("sender_number"),
    /** Upper-cased and trimmed, as applications' transaction IDs are compared. */
    transactionId: text("transaction_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    source: text("source").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    addedBy: uuid("added_by").references(() => organisers.id, { onDelete: "set null" }),
    addedByEmail: text("added_by_email"),
    /** What the SMS says it is: Send Money received, a payment-link payment, a bank deposit, an agent's Cash In. */
    kind: text("kind").notNull().default("received"),
    /** Tied by hand to an application (a typo'd ID, a friend's number, a top-up joined to a first part), with why, by whom. */
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    tieReason: text("tie_reason"),
    tiedAt: timestamp("tied_at", { withTimezone: true }),
    tiedBy: uuid("tied_by").references(() => organisers.id, { onDelete: "set null" }),
    tiedByEmail: text("tied_by_email"),
    /** Set aside as no membership fee (Cash In, a refund, a personal transfer), by hand or by the parser (no organiser). */
    setAsideReason: text("set_aside_reason"),
    setAsideAt: timestamp("set_aside_at", { withTimezone: true }),
    setAsideBy: uuid("set_aside_by").references(() => organisers.id, { onDelete: "set null" }),
    setAsideByEmail: text("set_aside_by_email"),
  },
  (t) => [
    index("received_payments_application_idx").on(t.applicationId),
    check("received_payments_kind_check", sql`${t.kind} in ('received', 'payment_link', 'bank_deposit', 'cash_in')`),
    // An application removed leaves its tie's time and reason (set null on delete), so only a tie needs them.
    check("received_payments_tie_check", sql`${t.applicationId} is null or (${t.tiedAt} is not null and ${t.tieReason} is not null)`),
    check("received_payments_set_aside_check", sql`(${t.setAsideAt} is null) = (${t.setAsideReason} is null) and (${t.setAsideAt} is null or ${t.applicationId} is null)`),
    uniqueIndex("received_payments_wallet_transaction_key").on(t.wallet, t.transactionId),
    index("received_payments_transaction_idx").on(t.transactionId),
    index("received_payments_added_at_idx").on(t.addedAt, t.id),
    check("received_payments_wallet_check", sql`${t.wallet} in ('bkash', 'nagad', 'rocket')`),
    check("received_payments_source_check", sql`${t.source} in ('paste', 'forward', 'statement')`),
    check("received_payments_amount_check", sql`${t.amountPoisha} > 0`),
    check("received_payments_transaction_id_check", sql`${t.transactionId} = upper(btrim(${t.transactionId})) and ${t.transactionId} <> ''`),
  ],
);

/**
 * The payments settings: one row, id 1. Reading them without the row gives the defaults
 * (repositories/payment-settings.ts). The forwarder's secret is kept only as its SHA-256.
 */
export const paymentSettings = pgTable(
  "payment_settings",
  {
    id: smallint("id").primaryKey().default(1),
    feeTaka: integer("fee_taka").notNull().default(200),
    windowDaysBefore: integer("window_days_before").notNull().default(2),
    windowDaysAfter: integer("window_days_after").notNull().default(7),
    autoVerify: boolean("auto_verify").notNull().default(false),
    forwarderSenders: text("forwarder_senders").array().notNull().default(sql`'{bKash,NAGAD}'::text[]`),
    forwarderSecretHash: text("forwarder_secret_hash"),
    forwarderSecretCreatedAt: timestamp("forwarder_secret_created_at", { withTimezone: true }),
    // Hours a paid category's registration may wait for its payment before it expires.
    registrationPaymentHours: integer("registration_payment_hours").notNull().default(48),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payment_settings_single_row_check", sql`${t.id} = 1`),
    check("payment_settings_fee_check", sql`${t.feeTaka} between 0 and 100000`),
    check("payment_settings_window_check", sql`${t.windowDaysBefore} between 0 and 90 and ${t.windowDaysAfter} between 0 and 90`),
    check("payment_settings_registration_hours_check", sql`${t.registrationPaymentHours} between 1 and 720`),
    check("payment_settings_secret_check", sql`(${t.forwarderSecretHash} is null) = (${t.forwarderSecretCreatedAt} is null)`),
  ],
);

/**
 * How long each kind of personal data is kept: one row, each
 * rule's days and whether it is on. Every rule starts off, so nothing is removed before an admin has
 * seen what it would remove. The daily job (retention.ts) applies the rules that are on; the privacy
 * policy page states the same periods from /api/retention, dropped by this table's trigger.
 */
export const retentionSettings = pgTable(
  "retention_settings",
  {
    id: smallint("id").primaryKey().default(1),
    registrationsDays: integer("registrations_days").notNull().default(180),
    registrationsOn: boolean("registrations_on").notNull().default(false),
    rejectedApplicationsDays: integer("rejected_applications_days").notNull().default(90),
    rejectedApplicationsOn: boolean("rejected_applications_on").notNull().default(false),
    archivedMessagesDays: integer("archived_messages_days").notNull().default(365),
    archivedMessagesOn: boolean("archived_messages_on").notNull().default(false),
    mailBodiesDays: integer("mail_bodies_days").notNull().default(30),
    mailBodiesOn: boolean("mail_bodies_on").notNull().default(false),
    pageViewSessionsDays: integer("page_view_sessions_days").notNull().default(30),
    pageViewSessionsOn: boolean("page_view_sessions_on").notNull().default(false),
    activityLogDays: integer("activity_log_days").notNull().default(730),
    activityLogOn: boolean("activity_log_on").notNull().default(false),
    // The last run's time and counts per rule (what the console page shows).
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    lastRunCounts: jsonb("last_run_counts").$type<Record<string, number>>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("retention_settings_single_row_check", sql`${t.id} = 1`),
    check(
      "retention_settings_days_check",
      sql`${t.registrationsDays} between 1 and 3650 and ${t.rejectedApplicationsDays} between 1 and 3650 and ${t.archivedMessagesDays} between 1 and 3650 and ${t.mailBodiesDays} between 1 and 3650 and ${t.pageViewSessionsDays} between 1 and 3650 and ${t.activityLogDays} between 1 and 3650`,
    ),
  ],
);

/**
 * The event link-preview cards kept in the storage (`event-cards/{file}`), so an old one
 * can be deleted: `unused_since` is set by the sweep when the card is no longer any visible event's
 * (renamed, hidden, given a cover) and cleared when it is again; a card unused for a day is deleted
 * with its file.
 */
export const eventCardFiles = pgTable("event_card_files", {
  file: text("file").primaryKey(),
  storedAt: timestamp("stored_at", { withTimezone: true }).notNull().defaultNow(),
  unusedSince: timestamp("unused_since", { withTimezone: true }),
});

/**
 * Letters organisers write to a group: an event's registrants (all, checked in,
 * not checked in, the waiting list, a category) or the members, in English and Bangla. The row, its
 * recipients, their outbox rows and the activity entry are written in one transaction.
 */
export const announcements = pgTable(
  "announcements",
  {
    id: id(),
    organiserId: uuid("organiser_id").references(() => organisers.id, { onDelete: "set null" }),
    organiserEmail: text("organiser_email"),
    // "registrants" (with event_id and group) or "members".
    audience: text("audience").notNull(),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    // all | checked_in | not_checked_in | waitlisted | category (with category_id); null for members.
    audienceGroup: text("audience_group"),
    categoryId: uuid("category_id").references(() => eventCategories.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    subjectBn: text("subject_bn").notNull(),
    bodyBn: text("body_bn").notNull(),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("announcements_created_at_idx").on(t.createdAt),
    check("announcements_audience_check", sql`${t.audience} in ('registrants', 'members')`),
    check(
      "announcements_group_check",
      sql`(${t.audience} = 'members' and ${t.audienceGroup} is null) or (${t.audience} = 'registrants' and ${t.audienceGroup} in ('all', 'checked_in', 'not_checked_in', 'waitlisted', 'category'))`,
    ),
  ],
);

/**
 * One row per person an announcement was for: how they were reached. `outbox_id` names their e-mail
 * (its state is the delivery's); without one they are on the WhatsApp list (a phone, no e-mail or
 * e-mail off) until an organiser marks them told, or were skipped (unsubscribed, or nothing to reach).
 */
export const announcementRecipients = pgTable(
  "announcement_recipients",
  {
    id: id(),
    announcementId: uuid("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    registrationId: uuid("registration_id").references(() => eventRegistrations.id, { onDelete: "cascade" }),
    applicationId: uuid("join_request_id").references(() => applications.id, { onDelete: "cascade" }),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    lang: text("lang").notNull().default("en"),
    // email | whatsapp | unsubscribed | unreachable
    channel: text("channel").notNull(),
    outboxId: uuid("outbox_id"),
    toldAt: timestamp("told_at", { withTimezone: true }),
    toldBy: uuid("told_by").references(() => organisers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("announcement_recipients_announcement_idx").on(t.announcementId, t.channel),
    index("announcement_recipients_registration_idx").on(t.registrationId).where(sql`${t.registrationId} is not null`),
    index("announcement_recipients_application_idx").on(t.applicationId).where(sql`${t.applicationId} is not null`),
    index("announcement_recipients_email_idx").on(t.email).where(sql`${t.email} is not null`),
    check("announcement_recipients_channel_check", sql`${t.channel} in ('email', 'whatsapp', 'unsubscribed', 'unreachable')`),
    check("announcement_recipients_lang_check", sql`${t.lang} in ('en', 'bn')`),
  ],
);

/**
 * The day-before reminder's claim: one row per registration, ever. A sweep
 * inserts the row with its e-mail in one transaction; the primary key keeps a second sweep, in this
 * process or another, from writing it again.
 */
export const eventReminders = pgTable("event_reminders", {
  registrationId: uuid("registration_id")
    .primaryKey()
    .references(() => eventRegistrations.id, { onDelete: "cascade" }),
  eventId: uuid("event_id").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An e-mail address's unsubscribe link: a random token made the first time an
 * announcement goes to it; `unsubscribed_at` once the person confirmed on the page. Addresses kept
 * trimmed and lower-cased.
 */
export const mailUnsubscribes = pgTable(
  "mail_unsubscribes",
  {
    email: text("email").primaryKey(),
    token: text("token").notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("mail_unsubscribes_token_key").on(t.token), check("mail_unsubscribes_email_check", sql`${t.email} = lower(btrim(${t.email}))`)],
);

/**
 * An event's certificate design: title, text with placeholders, up to two
 * signatories with their signature pictures and the logo (keys in the storage), one row per event.
 */
export const certificateDesigns = pgTable("certificate_designs", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  design: jsonb("design").$type<CertificateDesign>().notNull(),
  updatedBy: uuid("updated_by").references(() => organisers.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One certificate given to one registration of an event: its public code, the name as registered and
 * what it was for, kept as issued (the PDF is drawn again from this row and the design). Revoked by an
 * admin with a reason; withdrawn when the person's data is erased, which blanks the name and award.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: id(),
    code: text("code").notNull(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    registrationId: uuid("registration_id").references(() => eventRegistrations.id, { onDelete: "set null" }),
    name: text("name"),
    categoryName: text("category_name"),
    // participant | winner | volunteer
    kind: text("kind").notNull(),
    award: text("award"),
    lang: text("lang").notNull().default("en"),
    issuedBy: uuid("issued_by").references(() => organisers.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    // The outbox row of the e-mail that carried it, when one went.
    outboxId: uuid("outbox_id"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("certificates_code_key").on(t.code),
    uniqueIndex("certificates_event_registration_key").on(t.eventId, t.registrationId),
    index("certificates_registration_idx").on(t.registrationId).where(sql`${t.registrationId} is not null`),
    check("certificates_kind_check", sql`${t.kind} in ('participant', 'winner', 'volunteer')`),
    check("certificates_lang_check", sql`${t.lang} in ('en', 'bn')`),
    check("certificates_withdrawn_blank_check", sql`${t.withdrawnAt} is null or (${t.name} is null and ${t.award} is null)`),
  ],
);
