CREATE TABLE "advisors" (
	"id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverage_organizations" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"slug" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"page_count" integer NOT NULL,
	"size" integer NOT NULL,
	"metadata" jsonb NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_links" (
	"code" text PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"insurance_id" integer NOT NULL,
	"email" text NOT NULL,
	"fingerprint_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid,
	"country_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"upper_type" text,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"country_id" integer NOT NULL,
	"email" text,
	"name" text,
	"phone" text,
	"product_code" text,
	"payload" jsonb NOT NULL,
	"consent" boolean NOT NULL,
	"consent_text_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"stock" integer,
	"active" boolean DEFAULT true NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"organization_type" text NOT NULL,
	"organization_code" text,
	"url" text,
	"display_name" text NOT NULL,
	"available_to_sell" boolean DEFAULT true NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY NOT NULL,
	"subdomain" text,
	"iframe_token" text,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sex" text,
	"age_min" integer NOT NULL,
	"age_max" integer NOT NULL,
	"species" text,
	"breed" text,
	"price" double precision NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_details" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"item" jsonb NOT NULL,
	"coverage_information" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"benefit_categories" jsonb NOT NULL,
	"payment_info" jsonb,
	"sales_channels" jsonb,
	"faqs" jsonb,
	"information" jsonb
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"organization_type" text NOT NULL,
	"insurance_type_id" integer NOT NULL,
	"insurance_type_name" text NOT NULL,
	"upper_type" text,
	"product_code" text NOT NULL,
	"url" text,
	"min_price" double precision,
	"promoted" boolean DEFAULT false NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"score" double precision,
	"distance" double precision,
	"available_from" date,
	"sales_channel_online" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"coverage_organization_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"coverage_country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"feature_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"previsions" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_forms" (
	"country_id" integer NOT NULL,
	"product_type_name" text NOT NULL,
	"form_class" text NOT NULL,
	"definition" jsonb NOT NULL,
	"validation_rules" jsonb NOT NULL,
	CONSTRAINT "profile_forms_country_id_product_type_name_pk" PRIMARY KEY("country_id","product_type_name")
);
--> statement-breakpoint
CREATE TABLE "reference_documents" (
	"country_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "reference_documents_country_id_kind_name_pk" PRIMARY KEY("country_id","kind","name")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"order_position" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_flags" (
	"client_key" text PRIMARY KEY NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_with_hash" text
);
--> statement-breakpoint
CREATE TABLE "shared_links" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"country_id" integer NOT NULL,
	"url" text NOT NULL,
	"decoded_profile" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uf_values" (
	"date" date PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "advisors_email_uq" ON "advisors" USING btree ("email");--> statement-breakpoint
CREATE INDEX "coverage_organizations_country_idx" ON "coverage_organizations" USING btree ("country_id","slug");--> statement-breakpoint
CREATE INDEX "documents_product_idx" ON "documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "download_links_email_idx" ON "download_links" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "feedbacks_lead_idx" ON "feedbacks" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "insurance_types_country_name_idx" ON "insurance_types" USING btree ("country_id","name");--> statement-breakpoint
CREATE INDEX "insurance_types_country_upper_idx" ON "insurance_types" USING btree ("country_id","upper_type");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_uq" ON "leads" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "offers_product_code_idx" ON "offers" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "organizations_country_type_idx" ON "organizations" USING btree ("country_id","organization_type");--> statement-breakpoint
CREATE INDEX "organizations_url_idx" ON "organizations" USING btree ("country_id","url");--> statement-breakpoint
CREATE INDEX "organizations_code_idx" ON "organizations" USING btree ("country_id","organization_code");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_subdomain_uq" ON "partners" USING btree ("subdomain");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_token_uq" ON "partners" USING btree ("iframe_token");--> statement-breakpoint
CREATE INDEX "price_rows_product_idx" ON "price_rows" USING btree ("product_id","age_min");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "products_country_type_idx" ON "products" USING btree ("country_id","organization_type","active","min_price");--> statement-breakpoint
CREATE INDEX "products_country_url_idx" ON "products" USING btree ("country_id","url");--> statement-breakpoint
CREATE INDEX "products_organization_idx" ON "products" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "products_insurance_type_idx" ON "products" USING btree ("insurance_type_id");--> statement-breakpoint
CREATE INDEX "products_country_price_idx" ON "products" USING btree ("country_id","min_price","id");--> statement-breakpoint
CREATE INDEX "regions_country_idx" ON "regions" USING btree ("country_id","order_position");--> statement-breakpoint
CREATE INDEX "work_sectors_country_idx" ON "work_sectors" USING btree ("country_id","position");