CREATE TABLE "alumni_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"job_title" text,
	"company" text,
	"graduation_year" integer,
	"image_url" text,
	"linkedin_url" text,
	"twitter_url" text,
	"github_url" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campus_ambassadors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ca_number" text NOT NULL,
	"name" text NOT NULL,
	"institution" text,
	"image_url" text,
	"points" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"organization" text,
	"role_title" text,
	"bio" text,
	"image_url" text,
	"email" text,
	"website_url" text,
	"facebook_url" text,
	"instagram_url" text,
	"linkedin_url" text,
	"twitter_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"display_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_required_text_check" CHECK (btrim("contact_messages"."name") <> '' and btrim("contact_messages"."email") <> '' and btrim("contact_messages"."message") <> '')
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"display_order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registration_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"form_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registration_forms_fields_array_check" CHECK (jsonb_typeof("event_registration_forms"."form_fields") = 'array')
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"registration_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_data_object_check" CHECK (jsonb_typeof("event_registrations"."registration_data") = 'object')
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"cover_image_url" text,
	"photos_url" text,
	"google_form_mode" text,
	"google_form_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_google_form_mode_check" CHECK ("events"."google_form_mode" is null or "events"."google_form_mode" in ('embed', 'redirect'))
);
--> statement-breakpoint
CREATE TABLE "executive_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text,
	"facebook_url" text,
	"instagram_url" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"display_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"college_roll" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"section" text,
	"blood_group" text,
	"fathers_name" text,
	"fathers_phone" text,
	"mothers_name" text,
	"mothers_phone" text,
	"permanent_address" text,
	"present_address" text,
	"photo_drive_link" text,
	"facebook_id" text,
	"previous_clubbing_experience" boolean DEFAULT false NOT NULL,
	"extra_qualification_activities" boolean DEFAULT false NOT NULL,
	"terms_agreement" boolean DEFAULT false NOT NULL,
	"departments" text[] NOT NULL,
	"total_amount" integer NOT NULL,
	"payment_type" text NOT NULL,
	"payment_number" text,
	"account_name" text,
	"account_number" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "join_requests_payment_type_check" CHECK ("join_requests"."payment_type" in ('cash', 'online')),
	CONSTRAINT "join_requests_online_payment_check" CHECK (("join_requests"."payment_type" = 'online') = ("join_requests"."payment_number" is not null and "join_requests"."account_name" is not null and "join_requests"."account_number" is not null and "join_requests"."transaction_id" is not null)),
	CONSTRAINT "join_requests_cash_payment_check" CHECK ("join_requests"."payment_type" <> 'cash' or ("join_requests"."payment_number" is null and "join_requests"."account_name" is null and "join_requests"."account_number" is null and "join_requests"."transaction_id" is null)),
	CONSTRAINT "join_requests_terms_check" CHECK ("join_requests"."terms_agreement"),
	CONSTRAINT "join_requests_departments_check" CHECK (cardinality("join_requests"."departments") between 1 and 10 and "join_requests"."departments" <@ ARRAY['project_display_research_paper', 'wall_magazine_scrapbook', 'press_publications', 'photography_media', 'quizzing_circuit', 'olympiad_circuit', 'robotics_rocketry', 'public_relations', 'it', 'gaming_affairs']::text[]),
	CONSTRAINT "join_requests_total_amount_check" CHECK ("join_requests"."total_amount" >= 0),
	CONSTRAINT "join_requests_required_text_check" CHECK (btrim("join_requests"."full_name") <> '' and btrim("join_requests"."college_roll") <> '' and btrim("join_requests"."email") <> '')
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"user_agent" text,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cover_image_url" text,
	"demo_url" text,
	"repo_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"year" integer,
	"abstract" text,
	"authors" text,
	"published_in" text,
	"doi_url" text,
	"pdf_url" text,
	"cover_image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_executive_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text,
	"facebook_url" text,
	"instagram_url" text,
	"linkedin_url" text,
	"twitter_url" text,
	"github_url" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"display_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role_title" text NOT NULL,
	"image_url" text,
	"facebook_url" text,
	"instagram_url" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"display_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registration_forms" ADD CONSTRAINT "event_registration_forms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration_forms" ADD CONSTRAINT "event_registration_forms_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registration_forms_event_category_active_key" ON "event_registration_forms" USING btree ("event_id","category_id") WHERE "event_registration_forms"."active";--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_email_key" ON "join_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_college_roll_key" ON "join_requests" USING btree (lower("college_roll"));--> statement-breakpoint
CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");