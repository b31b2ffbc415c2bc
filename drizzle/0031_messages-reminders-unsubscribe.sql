CREATE TABLE "announcement_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"announcement_id" uuid NOT NULL,
	"registration_id" uuid,
	"join_request_id" uuid,
	"name" text,
	"email" text,
	"phone" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"channel" text NOT NULL,
	"outbox_id" uuid,
	"told_at" timestamp with time zone,
	"told_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_recipients_channel_check" CHECK ("announcement_recipients"."channel" in ('email', 'whatsapp', 'unsubscribed', 'unreachable')),
	CONSTRAINT "announcement_recipients_lang_check" CHECK ("announcement_recipients"."lang" in ('en', 'bn'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" uuid,
	"organiser_email" text,
	"audience" text NOT NULL,
	"event_id" uuid,
	"audience_group" text,
	"category_id" uuid,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"subject_bn" text NOT NULL,
	"body_bn" text NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_audience_check" CHECK ("announcements"."audience" in ('registrants', 'members')),
	CONSTRAINT "announcements_group_check" CHECK (("announcements"."audience" = 'members' and "announcements"."audience_group" is null) or ("announcements"."audience" = 'registrants' and "announcements"."audience_group" in ('all', 'checked_in', 'not_checked_in', 'waitlisted', 'category')))
);
--> statement-breakpoint
CREATE TABLE "event_reminders" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_unsubscribes_email_check" CHECK ("mail_unsubscribes"."email" = lower(btrim("mail_unsubscribes"."email")))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_join_request_id_join_requests_id_fk" FOREIGN KEY ("join_request_id") REFERENCES "public"."join_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_told_by_organisers_id_fk" FOREIGN KEY ("told_by") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_recipients_announcement_idx" ON "announcement_recipients" USING btree ("announcement_id","channel");--> statement-breakpoint
CREATE INDEX "announcement_recipients_registration_idx" ON "announcement_recipients" USING btree ("registration_id") WHERE "announcement_recipients"."registration_id" is not null;--> statement-breakpoint
CREATE INDEX "announcement_recipients_application_idx" ON "announcement_recipients" USING btree ("join_request_id") WHERE "announcement_recipients"."join_request_id" is not null;--> statement-breakpoint
CREATE INDEX "announcement_recipients_email_idx" ON "announcement_recipients" USING btree ("email") WHERE "announcement_recipients"."email" is not null;--> statement-breakpoint
CREATE INDEX "announcements_created_at_idx" ON "announcements" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_unsubscribes_token_key" ON "mail_unsubscribes" USING btree ("token");