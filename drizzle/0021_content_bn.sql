ALTER TABLE "alumni_members" ADD COLUMN "job_title_bn" text;--> statement-breakpoint
ALTER TABLE "club_partners" ADD COLUMN "role_title_bn" text;--> statement-breakpoint
ALTER TABLE "club_partners" ADD COLUMN "bio_bn" text;--> statement-breakpoint
ALTER TABLE "event_categories" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "event_categories" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "location_bn" text;--> statement-breakpoint
ALTER TABLE "executive_members" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "abstract_bn" text;--> statement-breakpoint
ALTER TABLE "sub_executive_members" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "role_title_bn" text;