CREATE TABLE "tax_document_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_document_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"policy_id" uuid NOT NULL,
	"period" integer NOT NULL,
	"author" text NOT NULL,
	"account_id" uuid,
	"staff_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_document_comments_author_ck" CHECK ("tax_document_comments"."author" in ('client', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "policy_employees" ADD COLUMN "process" text;--> statement-breakpoint
ALTER TABLE "policy_employees" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_document_comments" ADD CONSTRAINT "tax_document_comments_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_comments" ADD CONSTRAINT "tax_document_comments_account_id_client_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."client_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_document_comments_period_idx" ON "tax_document_comments" USING btree ("policy_id","period","at");--> statement-breakpoint
CREATE INDEX "policy_employees_process_idx" ON "policy_employees" USING btree ("policy_id","process","full_name","id") WHERE "policy_employees"."process" is not null;--> statement-breakpoint
ALTER TABLE "policy_employees" ADD CONSTRAINT "policy_employees_process_ck" CHECK ("policy_employees"."process" is null or "policy_employees"."process" in ('activation', 'cancellation'));