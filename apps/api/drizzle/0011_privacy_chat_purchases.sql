ALTER TABLE "chat_conversations" ADD COLUMN "consent_record_id" uuid;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "purchase_drafts" ADD COLUMN "consent_record_id" uuid;--> statement-breakpoint
CREATE INDEX "purchase_drafts_consent_record_idx" ON "purchase_drafts" USING btree ("consent_record_id");