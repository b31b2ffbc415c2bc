ALTER TABLE "organisers" DROP CONSTRAINT "organisers_role_check";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_by_name" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_by_email" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_checked_in_by_organisers_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_check_in_count_idx" ON "event_registrations" USING btree ("event_id","category_id","status","checked_in_at") WHERE "event_registrations"."suspected_spam_at" is null;--> statement-breakpoint
ALTER TABLE "organisers" ADD CONSTRAINT "organisers_role_check" CHECK ("organisers"."role" in ('admin', 'reviewer', 'editor', 'checkin'));