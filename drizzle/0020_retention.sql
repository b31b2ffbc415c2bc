CREATE TABLE "retention_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"registrations_days" integer DEFAULT 180 NOT NULL,
	"registrations_on" boolean DEFAULT false NOT NULL,
	"rejected_applications_days" integer DEFAULT 90 NOT NULL,
	"rejected_applications_on" boolean DEFAULT false NOT NULL,
	"archived_messages_days" integer DEFAULT 365 NOT NULL,
	"archived_messages_on" boolean DEFAULT false NOT NULL,
	"mail_bodies_days" integer DEFAULT 30 NOT NULL,
	"mail_bodies_on" boolean DEFAULT false NOT NULL,
	"page_view_sessions_days" integer DEFAULT 30 NOT NULL,
	"page_view_sessions_on" boolean DEFAULT false NOT NULL,
	"activity_log_days" integer DEFAULT 730 NOT NULL,
	"activity_log_on" boolean DEFAULT false NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_run_counts" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_settings_single_row_check" CHECK ("retention_settings"."id" = 1),
	CONSTRAINT "retention_settings_days_check" CHECK ("retention_settings"."registrations_days" between 1 and 3650 and "retention_settings"."rejected_applications_days" between 1 and 3650 and "retention_settings"."archived_messages_days" between 1 and 3650 and "retention_settings"."mail_bodies_days" between 1 and 3650 and "retention_settings"."page_view_sessions_days" between 1 and 3650 and "retention_settings"."activity_log_days" between 1 and 3650)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- The one row, every rule off (decision 120).
INSERT INTO "retention_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Messages archived before this migration count their time from now: the true time was never kept.
UPDATE "contact_messages" SET "archived_at" = now() WHERE "state" = 'archived';--> statement-breakpoint
CREATE OR REPLACE FUNCTION "contact_messages_archived_at"() RETURNS trigger AS $$
BEGIN
	IF NEW.state = 'archived' THEN
		IF TG_OP = 'INSERT' OR OLD.state IS DISTINCT FROM 'archived' OR NEW.archived_at IS NULL THEN
			NEW.archived_at := coalesce(CASE WHEN TG_OP = 'UPDATE' AND OLD.state IS DISTINCT FROM 'archived' THEN NULL ELSE NEW.archived_at END, now());
		END IF;
	ELSE
		NEW.archived_at := NULL;
	END IF;
	RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "contact_messages_archived_at" BEFORE INSERT OR UPDATE OF "state", "archived_at" ON "contact_messages" FOR EACH ROW EXECUTE FUNCTION "contact_messages_archived_at"();--> statement-breakpoint
-- The privacy policy page states the periods from a cached data page (/api/retention): a change drops it in every process (decision 065).
CREATE TRIGGER "retention_settings_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "retention_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
