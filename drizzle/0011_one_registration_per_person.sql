-- One registration per person per event (docs/decisions/100): who a registration is from, as the
-- answers to its form's first e-mail and first phone field, compared in one form. The server sets the
-- columns itself (src/shared/registration-contact.ts); these functions apply the same rules to the rows
-- stored before, and, through the trigger below, to rows inserted or changed with plain SQL.
ALTER TABLE "event_registrations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "contact_phone" text;--> statement-breakpoint
CREATE FUNCTION "registration_contact_email"(answer text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT nullif(lower(btrim(answer, E' \t\r\n')), '')
$$;
--> statement-breakpoint
-- Digits only (Bangla digits read as ASCII), a +880, 880 or 00880 prefix made the local 01XXXXXXXXX.
CREATE FUNCTION "registration_contact_phone"(answer text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT nullif(regexp_replace(regexp_replace(translate(answer, '০১২৩৪৫৬৭৮৯', '0123456789'), '[^0-9]', '', 'g'), '^(00)?8801', '01'), '')
$$;
--> statement-breakpoint
-- The answer to the first field of this type, named as normaliseFormField names it
-- (src/shared/registration-form-fields.ts), of the newest of the category's forms (the active one
-- first) whose first such field the answers hold: a row does not say which version of its form it
-- answered. A phone field labelled or named as a guardian's or parent's is not the registrant's
-- (someoneElsesPhone in src/shared/registration-contact.ts).
CREATE FUNCTION "registration_contact_answer"(event uuid, category uuid, data jsonb, field_type text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT data ->> first_field.name
	FROM event_registration_forms AS form
	CROSS JOIN LATERAL (
		SELECT coalesce(
			nullif(field.value ->> 'name', ''),
			regexp_replace(lower(nullif(field.value ->> 'question', '')), '[^a-z0-9]', '_', 'g'),
			'field_' || (field.position - 1)
		) AS name
		FROM jsonb_array_elements(form.form_fields) WITH ORDINALITY AS field(value, position)
		WHERE jsonb_typeof(field.value) = 'object' AND field.value ->> 'type' = field_type
			AND NOT (field_type = 'tel' AND lower(coalesce(nullif(field.value ->> 'label', ''), field.value ->> 'question', '') || ' ' || coalesce(field.value ->> 'name', ''))
				~ '(guardian|parent|father|mother|অভিভাবক|পিতা|মাতা|বাবা)')
		ORDER BY field.position
		LIMIT 1
	) AS first_field
	WHERE form.event_id = event AND form.category_id = category AND jsonb_typeof(data -> first_field.name) = 'string'
	ORDER BY form.active DESC, form.created_at DESC
	LIMIT 1
$$;
--> statement-breakpoint
-- A row inserted without them (by hand) gets them from its answers; a change of its answers, event or
-- category reads them again.
CREATE FUNCTION "event_registrations_fill_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' OR (NEW.contact_email IS NULL AND NEW.contact_phone IS NULL) THEN
		NEW.contact_email := registration_contact_email(registration_contact_answer(NEW.event_id, NEW.category_id, NEW.registration_data, 'email'));
		NEW.contact_phone := registration_contact_phone(registration_contact_answer(NEW.event_id, NEW.category_id, NEW.registration_data, 'tel'));
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "event_registrations_contact" BEFORE INSERT OR UPDATE OF "registration_data", "event_id", "category_id" ON "event_registrations"
	FOR EACH ROW EXECUTE FUNCTION "event_registrations_fill_contact"();
--> statement-breakpoint
-- The rows stored before the rule, suspected spam included (it may be restored).
UPDATE "event_registrations" SET
	"contact_email" = registration_contact_email(registration_contact_answer("event_id", "category_id", "registration_data", 'email')),
	"contact_phone" = registration_contact_phone(registration_contact_answer("event_id", "category_id", "registration_data", 'tel'));
--> statement-breakpoint
CREATE INDEX "event_registrations_contact_email_idx" ON "event_registrations" USING btree ("event_id","contact_email") WHERE "event_registrations"."contact_email" is not null;--> statement-breakpoint
CREATE INDEX "event_registrations_contact_phone_idx" ON "event_registrations" USING btree ("event_id","contact_phone") WHERE "event_registrations"."contact_phone" is not null;
