CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Every statement that writes a catalogue table bumps the version in its own transaction and
-- notifies the API processes (delivered at commit; a rolled-back write notifies nobody).
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('catalogue_version', next_version::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "countries_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "regions_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "work_sectors_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "work_sectors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "reference_documents_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reference_documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "organizations_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "insurance_types_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "insurance_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "coverage_organizations_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coverage_organizations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "products_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_details_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_details" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "price_rows_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "offers_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "documents_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "profile_forms_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profile_forms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "partners_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "advisors_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "advisors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "uf_values_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "uf_values" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
