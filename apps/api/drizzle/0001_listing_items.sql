ALTER TABLE "product_details" ADD COLUMN "list_item" jsonb;--> statement-breakpoint
UPDATE "product_details" SET "list_item" = "item" - 'coverages';--> statement-breakpoint
ALTER TABLE "product_details" ALTER COLUMN "list_item" SET NOT NULL;
