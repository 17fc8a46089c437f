CREATE TABLE "assets" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER "assets_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "assets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
