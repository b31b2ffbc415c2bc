-- The language of the page each submission was sent from, and of each e-mail (issue 32). Every row from
-- before was sent from an English page and written in English: the default says so.
ALTER TABLE "join_requests" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_lang_check" CHECK ("join_requests"."lang" in ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_lang_check" CHECK ("contact_messages"."lang" in ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_lang_check" CHECK ("event_registrations"."lang" in ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lang_check" CHECK ("mail_outbox"."lang" in ('en', 'bn'));