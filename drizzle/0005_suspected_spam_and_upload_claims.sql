CREATE TABLE "campus_ambassador_point_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"organiser_id" uuid,
	"organiser_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campus_ambassador_point_changes_delta_check" CHECK ("campus_ambassador_point_changes"."delta" <> 0),
	CONSTRAINT "campus_ambassador_point_changes_reason_check" CHECK (btrim("campus_ambassador_point_changes"."reason") <> '')
);
--> statement-breakpoint
CREATE TABLE "registration_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" integer NOT NULL,
	"address_hash" text NOT NULL,
	"registration_id" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_uploads_bytes_check" CHECK ("registration_uploads"."bytes" >= 0)
);
--> statement-breakpoint
DROP INDEX "join_requests_email_key";--> statement-breakpoint
DROP INDEX "join_requests_college_roll_key";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "suspected_spam_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "suspected_spam_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campus_ambassador_point_changes" ADD CONSTRAINT "campus_ambassador_point_changes_ambassador_id_campus_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."campus_ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_ambassador_point_changes" ADD CONSTRAINT "campus_ambassador_point_changes_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_uploads" ADD CONSTRAINT "registration_uploads_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campus_ambassador_point_changes_ambassador_idx" ON "campus_ambassador_point_changes" USING btree ("ambassador_id","created_at");--> statement-breakpoint
CREATE INDEX "registration_uploads_unclaimed_idx" ON "registration_uploads" USING btree ("created_at") WHERE "registration_uploads"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "registration_uploads_unclaimed_address_idx" ON "registration_uploads" USING btree ("address_hash") WHERE "registration_uploads"."claimed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_email_key" ON "join_requests" USING btree (lower("email")) WHERE "join_requests"."suspected_spam_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_college_roll_key" ON "join_requests" USING btree (lower("college_roll")) WHERE "join_requests"."suspected_spam_at" is null;