-- A submission's reference (docs/decisions/073): GSC-XXXX-XX from 32 characters without 0/O and 1/I,
-- six random bytes of a v4 UUID (gen_random_uuid draws from the strong random source). The server
-- makes its own (src/shared/reference.ts) and retries on a collision; this default serves rows inserted
-- with plain SQL.
CREATE FUNCTION "submission_reference"() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
	bytes bytea := uuid_send(gen_random_uuid());
	code text := '';
BEGIN
	FOR i IN 0..5 LOOP
		code := code || substr(alphabet, (get_byte(bytes, i) % 32) + 1, 1);
	END LOOP;
	RETURN 'GSC-' || substr(code, 1, 4) || '-' || substr(code, 5, 2);
END;
$$;
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_state_check" CHECK ("mail_outbox"."state" in ('pending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_attachments_array_check" CHECK (jsonb_typeof("mail_outbox"."attachments") = 'array')
);
--> statement-breakpoint
CREATE TABLE "organiser_notifications" (
	"organiser_id" uuid PRIMARY KEY NOT NULL,
	"applications" boolean DEFAULT false NOT NULL,
	"registrations" boolean DEFAULT false NOT NULL,
	"messages" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "organiser_notifications" ADD CONSTRAINT "organiser_notifications_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_key" ON "mail_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_state_created_at_idx" ON "mail_outbox" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_reference_key" ON "contact_messages" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_reference_key" ON "event_registrations" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_reference_key" ON "join_requests" USING btree ("reference");
--> statement-breakpoint
-- Existing rows get a reference each, drawn again if taken (the unique indexes above are in place).
DO $$
DECLARE
	t text;
	r record;
BEGIN
	FOREACH t IN ARRAY ARRAY['event_registrations', 'join_requests', 'contact_messages'] LOOP
		FOR r IN EXECUTE format('SELECT id FROM %I WHERE reference IS NULL', t) LOOP
			LOOP
				BEGIN
					EXECUTE format('UPDATE %I SET reference = submission_reference() WHERE id = $1', t) USING r.id;
					EXIT;
				EXCEPTION WHEN unique_violation THEN
					-- taken: draw again
				END;
			END LOOP;
		END LOOP;
	END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "event_registrations" ALTER COLUMN "reference" SET DEFAULT submission_reference();--> statement-breakpoint
ALTER TABLE "event_registrations" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "join_requests" ALTER COLUMN "reference" SET DEFAULT submission_reference();--> statement-breakpoint
ALTER TABLE "join_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "reference" SET DEFAULT submission_reference();--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "reference" SET NOT NULL;
