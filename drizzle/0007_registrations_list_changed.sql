-- The events list shows the seats left (docs/decisions/078), so a registration changes it: announce
-- changes to event_registrations like the other list tables (migration 0003), and the cached events
-- list is dropped when a registration commits.
CREATE TRIGGER "event_registrations_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_registrations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
