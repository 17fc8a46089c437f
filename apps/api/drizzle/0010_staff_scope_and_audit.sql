CREATE TABLE "staff_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"member_id" integer NOT NULL,
	"member_email" text NOT NULL,
	"role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" integer NOT NULL,
	"client_address" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "country_id" integer;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "countries" text[] DEFAULT '{CL,PE,CO,INT}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_member_id_staff_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_member_idx" ON "staff_audit" USING btree ("member_email","at");--> statement-breakpoint
-- Members of the roles named after Chile work Chile only (the start writes every member's countries again).
UPDATE "staff_members" SET "countries" = '{CL}'::text[] WHERE "role" IN ('JEFATURA_SAC_CHILE', 'POSTVENTA_INDIVIDUAL_CHILE');--> statement-breakpoint
-- Messages written before they kept their market take the market of the lead they refer to...
UPDATE "mail_outbox" SET "country_id" = "leads"."country_id" FROM "leads" WHERE "mail_outbox"."country_id" IS NULL AND "mail_outbox"."reference" = "leads"."id"::text;--> statement-breakpoint
-- ...or of the product of the download link they carry; the rest stay of no known market.
UPDATE "mail_outbox" SET "country_id" = "products"."country_id" FROM "download_links" JOIN "products" ON "products"."id" = "download_links"."insurance_id" WHERE "mail_outbox"."country_id" IS NULL AND "mail_outbox"."reference" = "download_links"."code";
