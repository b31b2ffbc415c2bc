CREATE TABLE "certificate_designs" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"design" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"event_id" uuid NOT NULL,
	"registration_id" uuid,
	"name" text,
	"category_name" text,
	"kind" text NOT NULL,
	"award" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outbox_id" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "certificates_kind_check" CHECK ("certificates"."kind" in ('participant', 'winner', 'volunteer')),
	CONSTRAINT "certificates_lang_check" CHECK ("certificates"."lang" in ('en', 'bn')),
	CONSTRAINT "certificates_withdrawn_blank_check" CHECK ("certificates"."withdrawn_at" is null or ("certificates"."name" is null and "certificates"."award" is null))
);
--> statement-breakpoint
ALTER TABLE "certificate_designs" ADD CONSTRAINT "certificate_designs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_designs" ADD CONSTRAINT "certificate_designs_updated_by_organisers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_organisers_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_event_registration_key" ON "certificates" USING btree ("event_id","registration_id");--> statement-breakpoint
CREATE INDEX "certificates_registration_idx" ON "certificates" USING btree ("registration_id") WHERE "certificates"."registration_id" is not null;