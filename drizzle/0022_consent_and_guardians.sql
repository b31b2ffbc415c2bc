ALTER TABLE "join_requests" ADD COLUMN "privacy_policy_version" text;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "privacy_policy_version" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "guardian_phone" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "guardian_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "participants_may_be_under_18" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "event_registrations_guardian_phone_idx" ON "event_registrations" USING btree ("guardian_phone") WHERE "event_registrations"."guardian_phone" is not null;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_consent_check" CHECK (("join_requests"."privacy_policy_version" is null) = ("join_requests"."terms_version" is null) and ("join_requests"."consent_at" is null or "join_requests"."privacy_policy_version" is not null));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_consent_check" CHECK (("event_registrations"."privacy_policy_version" is null) = ("event_registrations"."terms_version" is null) and ("event_registrations"."consent_at" is null or "event_registrations"."privacy_policy_version" is not null));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_guardian_check" CHECK (("event_registrations"."guardian_name" is null and "event_registrations"."guardian_phone" is null) or "event_registrations"."guardian_consent");--> statement-breakpoint
-- Submissions stored before versions were recorded accepted the texts in effect then, which the site
-- did not keep: they get the named id of src/shared/legal-versions.ts (versionBeforeRecording) and
-- accepted when they were submitted (docs/decisions/123).
UPDATE "join_requests" SET "privacy_policy_version" = 'before-versions', "terms_version" = 'before-versions', "consent_at" = "created_at";--> statement-breakpoint
UPDATE "event_registrations" SET "privacy_policy_version" = 'before-versions', "terms_version" = 'before-versions', "consent_at" = "created_at";
