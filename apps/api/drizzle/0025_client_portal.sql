CREATE TABLE "client_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"company_id" uuid,
	"group_id" uuid,
	"password_hash" text,
	"password_set_at" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"identification" text NOT NULL,
	"name" text NOT NULL,
	"group_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid,
	"holder_account_id" uuid,
	"country_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"insurer_name" text NOT NULL,
	"state" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policies_state_ck" CHECK ("policies"."state" in ('ACTIVE', 'CANCELED', 'PENDING', 'PROCESS_ACTIVATION', 'PROCESS_CANCELLATION', 'DECLINE'))
);
--> statement-breakpoint
CREATE TABLE "policy_employees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"policy_id" uuid NOT NULL,
	"legal_id" text NOT NULL,
	"full_name" text NOT NULL,
	"search" text NOT NULL,
	"state" text NOT NULL,
	"effective_date" date NOT NULL,
	"end_date" date,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policy_employees_state_ck" CHECK ("policy_employees"."state" in ('ACTIVE', 'PENDING', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "policy_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"policy_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"account_id" uuid,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_company_id_client_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."client_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_group_id_client_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."client_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_companies" ADD CONSTRAINT "client_companies_group_id_client_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."client_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_password_links" ADD CONSTRAINT "client_password_links_account_id_client_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sessions" ADD CONSTRAINT "client_sessions_account_id_client_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_company_id_client_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."client_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_holder_account_id_client_accounts_id_fk" FOREIGN KEY ("holder_account_id") REFERENCES "public"."client_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_employees" ADD CONSTRAINT "policy_employees_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_account_id_client_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."client_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_accounts_email_uq" ON "client_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "client_accounts_company_idx" ON "client_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_companies_country_id_uq" ON "client_companies" USING btree ("country_id","identification");--> statement-breakpoint
CREATE INDEX "client_companies_group_idx" ON "client_companies" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "client_password_links_account_idx" ON "client_password_links" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "client_sessions_account_idx" ON "client_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_order_uq" ON "policies" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_number_uq" ON "policies" USING btree ("number");--> statement-breakpoint
CREATE INDEX "policies_company_idx" ON "policies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "policies_holder_idx" ON "policies" USING btree ("holder_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_employees_person_uq" ON "policy_employees" USING btree ("policy_id","legal_id");--> statement-breakpoint
CREATE INDEX "policy_employees_list_idx" ON "policy_employees" USING btree ("policy_id","state","full_name","id");--> statement-breakpoint
CREATE INDEX "policy_events_policy_idx" ON "policy_events" USING btree ("policy_id","at");