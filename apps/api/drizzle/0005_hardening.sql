CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"access_token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"version" text NOT NULL,
	"country_id" integer NOT NULL,
	"language" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consent_texts" (
	"purpose" text NOT NULL,
	"version" text NOT NULL,
	"country_id" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"law" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "consent_texts_purpose_version_country_id_pk" PRIMARY KEY("purpose","version","country_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_record_id" uuid;--> statement-breakpoint
ALTER TABLE "shared_links" ADD COLUMN "edit_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_records_access_token_uq" ON "consent_records" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "consent_records_granted_idx" ON "consent_records" USING btree ("granted_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "download_links_expires_idx" ON "download_links" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedbacks_access_token_uq" ON "feedbacks" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_access_token_uq" ON "leads" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "robot_flags_flagged_idx" ON "robot_flags" USING btree ("flagged_at");