ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows from before this migration were last known to change when they were made.
UPDATE "events" SET "updated_at" = "created_at";--> statement-breakpoint
-- Every change to an event's row moves its time, whether the console made it or plain SQL did
-- (decision 126): the sitemap's lastmod and nothing else read it.
CREATE FUNCTION "events_touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
		NEW.updated_at := now();
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "events_touch_updated_at" BEFORE UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION "events_touch_updated_at"();
