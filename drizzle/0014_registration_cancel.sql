ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_status_check";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_cancelled_check" CHECK (("event_registrations"."status" = 'cancelled') = ("event_registrations"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('confirmed', 'waitlisted', 'cancelled'));