-- Registrations store an upload as `upload:{key}` (docs/decisions/064). Rewrites the addresses
-- stored before: a `file:` URL under the local `leader-uploads` directory, or the object's
-- http(s) URL in any bucket, ending in `/{event id}/{field}_{timestamp}.{ext}`. Top-level answers
-- and lists of answers are rewritten; every other value stays as it is, and a row holding no such
-- address is not written at all.
WITH "legacy" AS (
	SELECT '^(?:file://[^?#]*/leader-uploads|https?://[^/?#]+(?:/[^/?#]+)+)/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/[A-Za-z0-9_-]{1,100}_[0-9]{1,16}\.[a-z]{2,5})$'::text AS "pattern"
),
"rewritten" AS (
	SELECT
		r."id",
		jsonb_object_agg(e."key", CASE jsonb_typeof(e."value")
			WHEN 'string' THEN to_jsonb(regexp_replace(e."value" #>> '{}', l."pattern", 'upload:\1'))
			WHEN 'array' THEN coalesce((
				SELECT jsonb_agg(
					CASE WHEN jsonb_typeof(a."item") = 'string' THEN to_jsonb(regexp_replace(a."item" #>> '{}', l."pattern", 'upload:\1')) ELSE a."item" END
					ORDER BY a."n"
				)
				FROM jsonb_array_elements(e."value") WITH ORDINALITY AS a("item", "n")
			), '[]'::jsonb)
			ELSE e."value"
		END) AS "data"
	FROM "event_registrations" AS r
	CROSS JOIN "legacy" AS l
	CROSS JOIN LATERAL jsonb_each(r."registration_data") AS e("key", "value")
	WHERE r."registration_data"::text ~ '(file|https?)://'
	GROUP BY r."id"
)
UPDATE "event_registrations" AS r
SET "registration_data" = w."data"
FROM "rewritten" AS w
WHERE r."id" = w."id" AND r."registration_data" IS DISTINCT FROM w."data";
