CREATE TABLE "event_card_files" (
	"file" text PRIMARY KEY NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unused_since" timestamp with time zone
);
