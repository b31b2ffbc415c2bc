ALTER TABLE "events" ADD COLUMN "kind" text DEFAULT 'event' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "kind" text DEFAULT 'student' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "lead" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "lead_bn" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "duration" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "duration_bn" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "funding" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "funding_bn" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('event', 'workshop'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_kind_check" CHECK ("projects"."kind" in ('research', 'student', 'completed'));