ALTER TABLE "mail_outbox" ADD COLUMN "sealed_body" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_queued_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."sealed_body" is not null;--> statement-breakpoint
-- Messages written before: the row was the message, so they count as sent; their private links go.
UPDATE "mail_outbox" SET "body" = regexp_replace("body", 'https?://[^[:space:]]+', '[enlace privado]', 'g'), "sent_at" = "created_at";--> statement-breakpoint
-- Download codes are kept as their SHA-256, in the link's row and as its message's reference.
UPDATE "mail_outbox" SET "reference" = encode(sha256(convert_to("reference", 'UTF8')), 'hex') WHERE "kind" = 'document-download' AND "reference" IS NOT NULL;--> statement-breakpoint
UPDATE "download_links" SET "code" = encode(sha256(convert_to("code", 'UTF8')), 'hex');--> statement-breakpoint
-- Answers stored before were kept in clear, and named their address: they are forgotten (a retry
-- of a request answered before the upgrade runs again).
DELETE FROM "idempotency_keys";
