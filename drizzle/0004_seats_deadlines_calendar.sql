ALTER TABLE "event_registration_forms" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "event_registration_forms" ADD COLUMN "registration_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "confirmed_from_waitlist_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "event_registrations_seats_idx" ON "event_registrations" USING btree ("event_id","category_id","status");--> statement-breakpoint
ALTER TABLE "event_registration_forms" ADD CONSTRAINT "event_registration_forms_capacity_check" CHECK ("event_registration_forms"."capacity" is null or "event_registration_forms"."capacity" >= 0);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('confirmed', 'waitlisted'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ends_after_start_check" CHECK ("events"."ends_at" is null or "events"."ends_at" > "events"."starts_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" >= 0);