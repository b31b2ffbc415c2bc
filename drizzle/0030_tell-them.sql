ALTER TABLE "join_request_status_changes" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "join_request_status_changes" ADD COLUMN "mail_id" uuid;--> statement-breakpoint
ALTER TABLE "join_request_status_changes" ADD COLUMN "told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "join_request_status_changes" ADD COLUMN "told_by" uuid;--> statement-breakpoint
ALTER TABLE "join_request_status_changes" ADD CONSTRAINT "join_request_status_changes_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_request_status_changes" ADD CONSTRAINT "join_request_status_changes_told_by_organisers_id_fk" FOREIGN KEY ("told_by") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "join_request_status_changes_batch_idx" ON "join_request_status_changes" USING btree ("batch_id");