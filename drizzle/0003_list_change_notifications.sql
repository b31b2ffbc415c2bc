-- Public lists are cached in each server process (docs/decisions/041). Every statement that changes
-- one of their tables announces the table's name on the channel `list_changed`, whichever process or
-- organiser's SQL session made it; each process LISTENs and drops the lists that read the table
-- (docs/decisions/065). PostgreSQL sends a notification when the transaction commits, once per
-- channel and table name however many statements the transaction ran.
CREATE FUNCTION "notify_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('list_changed', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "team_members_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "executive_members_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "executive_members" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "sub_executive_members_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_executive_members" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "alumni_members_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "alumni_members" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "projects_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "publications_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publications" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "club_partners_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "club_partners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "campus_ambassadors_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campus_ambassadors" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "events_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "event_categories_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "event_registration_forms_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_registration_forms" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
