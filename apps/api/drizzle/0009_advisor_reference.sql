-- Advisors are named from outside by an opaque reference, never by their sequential id. Rows
-- loaded before get a random one until the catalogue is loaded again with its own.
ALTER TABLE "advisors" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "advisors" SET "reference" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "advisors" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "advisors_reference_uq" ON "advisors" USING btree ("reference");
