CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" uuid,
	"organiser_email" text,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "join_request_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"join_request_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"organiser_id" uuid,
	"organiser_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organiser_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"organiser_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organiser_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"organiser_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organiser_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'reviewer' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisers_role_check" CHECK ("organisers"."role" in ('admin', 'reviewer', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "state" text DEFAULT 'unread' NOT NULL;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_request_status_changes" ADD CONSTRAINT "join_request_status_changes_join_request_id_join_requests_id_fk" FOREIGN KEY ("join_request_id") REFERENCES "public"."join_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_request_status_changes" ADD CONSTRAINT "join_request_status_changes_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_accounts" ADD CONSTRAINT "organiser_accounts_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_sessions" ADD CONSTRAINT "organiser_sessions_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_log_action_email_idx" ON "activity_log" USING btree ("action","organiser_email","created_at");--> statement-breakpoint
CREATE INDEX "join_request_status_changes_request_idx" ON "join_request_status_changes" USING btree ("join_request_id","created_at");--> statement-breakpoint
CREATE INDEX "organiser_accounts_organiser_idx" ON "organiser_accounts" USING btree ("organiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organiser_sessions_token_key" ON "organiser_sessions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "organiser_sessions_organiser_idx" ON "organiser_sessions" USING btree ("organiser_id");--> statement-breakpoint
CREATE INDEX "organiser_verifications_identifier_idx" ON "organiser_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "organisers_email_key" ON "organisers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "event_registrations_event_created_at_idx" ON "event_registrations" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "join_requests_created_at_idx" ON "join_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "join_requests_transaction_key_idx" ON "join_requests" USING btree (upper(btrim("transaction_id")));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_state_check" CHECK ("contact_messages"."state" in ('unread', 'read', 'archived'));--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_status_check" CHECK ("join_requests"."status" in ('pending', 'payment_verified', 'approved', 'rejected'));