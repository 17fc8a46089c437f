CREATE TABLE "cancelled_tax_documents" (
	"policy_id" uuid NOT NULL,
	"period" integer NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	"staff_id" text NOT NULL,
	CONSTRAINT "cancelled_tax_documents_policy_id_period_pk" PRIMARY KEY("policy_id","period")
);
--> statement-breakpoint
ALTER TABLE "cancelled_tax_documents" ADD CONSTRAINT "cancelled_tax_documents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;