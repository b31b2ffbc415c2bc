CREATE TABLE "member_number_counters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_year" integer NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_number_counters_last_sequence_check" CHECK ("member_number_counters"."last_sequence" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"join_request_id" uuid NOT NULL,
	"member_number" text NOT NULL,
	"session_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"card_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_sequence_check" CHECK ("members"."sequence" between 1 and 9999)
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_join_request_id_join_requests_id_fk" FOREIGN KEY ("join_request_id") REFERENCES "public"."join_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_number_counters_session_year_key" ON "member_number_counters" USING btree ("session_year");--> statement-breakpoint
CREATE UNIQUE INDEX "members_join_request_key" ON "members" USING btree ("join_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_member_number_key" ON "members" USING btree ("member_number");--> statement-breakpoint
CREATE UNIQUE INDEX "members_session_sequence_key" ON "members" USING btree ("session_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "members_card_token_key" ON "members" USING btree ("card_token");--> statement-breakpoint
-- Backfill (docs/decisions/110): applications approved before members existed get their numbers in
-- approval order (status_changed_at, else created_at; then created_at and id), per Dhaka year of their
-- approval, after any number that year already has, so running it again gives none twice and leaves no gap.
-- The token is 32 random bytes (two version-4 UUIDs) in base64url, as the server makes them.
WITH approved AS (
	SELECT j.id, j.created_at, coalesce(j.status_changed_at, j.created_at) AS approved_at,
		extract(year FROM coalesce(j.status_changed_at, j.created_at) AT TIME ZONE 'Asia/Dhaka')::integer AS session_year
	FROM "join_requests" j
	WHERE j.status = 'approved' AND NOT EXISTS (SELECT 1 FROM "members" m WHERE m.join_request_id = j.id)
), numbered AS (
	SELECT a.id, a.session_year,
		coalesce((SELECT c.last_sequence FROM "member_number_counters" c WHERE c.session_year = a.session_year), 0)
			+ row_number() OVER (PARTITION BY a.session_year ORDER BY a.approved_at, a.created_at, a.id) AS sequence
	FROM approved a
)
INSERT INTO "members" ("join_request_id", "member_number", "session_year", "sequence", "card_token")
SELECT n.id, 'GSC-' || n.session_year || '-' || lpad(n.sequence::text, 4, '0'), n.session_year, n.sequence,
	rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')
FROM numbered n;--> statement-breakpoint
INSERT INTO "member_number_counters" ("session_year", "last_sequence")
SELECT "session_year", max("sequence") FROM "members" GROUP BY "session_year"
ON CONFLICT ("session_year") DO UPDATE SET "last_sequence" = greatest("member_number_counters"."last_sequence", excluded."last_sequence");
