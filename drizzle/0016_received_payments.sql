CREATE TABLE "payment_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fee_taka" integer DEFAULT 200 NOT NULL,
	"window_days_before" integer DEFAULT 2 NOT NULL,
	"window_days_after" integer DEFAULT 7 NOT NULL,
	"auto_verify" boolean DEFAULT false NOT NULL,
	"forwarder_senders" text[] DEFAULT '{bKash,NAGAD}'::text[] NOT NULL,
	"forwarder_secret_hash" text,
	"forwarder_secret_created_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_single_row_check" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_fee_check" CHECK ("payment_settings"."fee_taka" between 0 and 100000),
	CONSTRAINT "payment_settings_window_check" CHECK ("payment_settings"."window_days_before" between 0 and 90 and "payment_settings"."window_days_after" between 0 and 90),
	CONSTRAINT "payment_settings_secret_check" CHECK (("payment_settings"."forwarder_secret_hash" is null) = ("payment_settings"."forwarder_secret_created_at" is null))
);
--> statement-breakpoint
CREATE TABLE "received_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet" text NOT NULL,
	"amount_poisha" integer NOT NULL,
	"sender_number" text,
	"transaction_id" text NOT NULL,
	"received_at" timestamp with time zone,
	"source" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" uuid,
	"added_by_email" text,
	CONSTRAINT "received_payments_wallet_check" CHECK ("received_payments"."wallet" in ('bkash', 'nagad', 'rocket')),
	CONSTRAINT "received_payments_source_check" CHECK ("received_payments"."source" in ('paste', 'forward', 'statement')),
	CONSTRAINT "received_payments_amount_check" CHECK ("received_payments"."amount_poisha" > 0),
	CONSTRAINT "received_payments_transaction_id_check" CHECK ("received_payments"."transaction_id" = upper(btrim("received_payments"."transaction_id")) and "received_payments"."transaction_id" <> '')
);
--> statement-breakpoint
ALTER TABLE "join_request_status_changes" ADD COLUMN "received_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_added_by_organisers_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "received_payments_wallet_transaction_key" ON "received_payments" USING btree ("wallet","transaction_id");--> statement-breakpoint
CREATE INDEX "received_payments_transaction_idx" ON "received_payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "received_payments_added_at_idx" ON "received_payments" USING btree ("added_at","id");--> statement-breakpoint
ALTER TABLE "join_request_status_changes" ADD CONSTRAINT "join_request_status_changes_received_payment_id_received_payments_id_fk" FOREIGN KEY ("received_payment_id") REFERENCES "public"."received_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The fee is shown on Join Us from a cached data page (/api/membership): a change of the settings drops it in every process (decision 065).
CREATE TRIGGER "payment_settings_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
