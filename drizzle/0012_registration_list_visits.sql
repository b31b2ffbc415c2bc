CREATE TABLE "registration_list_visits" (
	"organiser_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_list_visits_pkey" PRIMARY KEY("organiser_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "registration_list_visits" ADD CONSTRAINT "registration_list_visits_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_list_visits" ADD CONSTRAINT "registration_list_visits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;