ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_status_check";--> statement-breakpoint
ALTER TABLE "event_registration_forms" ADD COLUMN "fee_taka" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "payment_type" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "payment_number" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "transaction_id" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "fee_taka" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "payment_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "registration_payment_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
CREATE INDEX "event_registrations_transaction_id_idx" ON "event_registrations" USING btree ("transaction_id") WHERE "event_registrations"."transaction_id" is not null;--> statement-breakpoint
ALTER TABLE "event_registration_forms" ADD CONSTRAINT "event_registration_forms_fee_check" CHECK ("event_registration_forms"."fee_taka" is null or "event_registration_forms"."fee_taka" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_payment_type_check" CHECK ("event_registrations"."payment_type" is null or "event_registrations"."payment_type" in ('cash', 'online'));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_transaction_id_check" CHECK ("event_registrations"."transaction_id" is null or "event_registrations"."transaction_id" = upper(btrim("event_registrations"."transaction_id")));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_pending_payment_check" CHECK ("event_registrations"."status" <> 'payment_pending' or "event_registrations"."payment_type" is not null);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('confirmed', 'waitlisted', 'cancelled', 'payment_pending'));--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_registration_hours_check" CHECK ("payment_settings"."registration_payment_hours" between 1 and 720);