-- The provider search compares names by trigrams (typo-tolerant); pg_trgm ships with PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_network" (
	"product_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"level" text NOT NULL,
	"copay_percent" integer,
	CONSTRAINT "product_network_product_id_organization_id_pk" PRIMARY KEY("product_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "region_number" integer;--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "specialties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "city_key" text;--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "specialty_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "hours" text;--> statement-breakpoint
ALTER TABLE "coverage_organizations" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "product_network_organization_idx" ON "product_network" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "coverage_organizations_search_idx" ON "coverage_organizations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coverage_organizations_city_idx" ON "coverage_organizations" USING btree ("country_id","city_key");