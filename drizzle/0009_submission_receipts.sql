CREATE TABLE "submission_receipts" (
	"idempotency_key" uuid PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "submission_receipts_created_at_idx" ON "submission_receipts" USING btree ("created_at");