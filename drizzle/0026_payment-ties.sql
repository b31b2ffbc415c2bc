ALTER TABLE "received_payments" ADD COLUMN "kind" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "tie_reason" text;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "tied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "tied_by" uuid;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "tied_by_email" text;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "set_aside_reason" text;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "set_aside_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "set_aside_by" uuid;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "set_aside_by_email" text;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_application_id_join_requests_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."join_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_tied_by_organisers_id_fk" FOREIGN KEY ("tied_by") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_set_aside_by_organisers_id_fk" FOREIGN KEY ("set_aside_by") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "received_payments_application_idx" ON "received_payments" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_kind_check" CHECK ("received_payments"."kind" in ('received', 'payment_link', 'bank_deposit', 'cash_in'));--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_tie_check" CHECK ("received_payments"."application_id" is null or ("received_payments"."tied_at" is not null and "received_payments"."tie_reason" is not null));--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_set_aside_check" CHECK (("received_payments"."set_aside_at" is null) = ("received_payments"."set_aside_reason" is null) and ("received_payments"."set_aside_at" is null or "received_payments"."application_id" is null));