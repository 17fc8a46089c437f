CREATE TABLE "saved_comparisons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"email" text NOT NULL,
	"product_codes" text[] NOT NULL,
	"profile" jsonb,
	"snapshot" jsonb NOT NULL,
	"access_token_hash" text NOT NULL,
	"stop_token_hash" text,
	"consent_record_id" uuid,
	"alerts" text DEFAULT 'pending' NOT NULL,
	"checked_version" integer DEFAULT 0 NOT NULL,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_comparisons_token_uq" ON "saved_comparisons" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "saved_comparisons_stop_idx" ON "saved_comparisons" USING btree ("stop_token_hash");--> statement-breakpoint
CREATE INDEX "saved_comparisons_alerts_idx" ON "saved_comparisons" USING btree ("alerts","checked_version");