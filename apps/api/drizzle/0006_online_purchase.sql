CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"draft_id" uuid NOT NULL,
	"payment_id" uuid,
	"lead_id" uuid,
	"country_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"flow_type" text NOT NULL,
	"subscription" boolean NOT NULL,
	"amount" double precision NOT NULL,
	"currency" text NOT NULL,
	"sale_state" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_sale_state_ck" CHECK ("orders"."sale_state" in ('OK', 'PENDING'))
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"period" integer NOT NULL,
	"due_date" date NOT NULL,
	"state" text NOT NULL,
	"paid_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_periods_state_ck" CHECK ("payment_periods"."state" in ('pay', 'pending', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"draft_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"flow_type" text NOT NULL,
	"amount" double precision NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"error_code" text,
	"card_last4" text,
	"seq" serial NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_state_ck" CHECK ("payments"."state" in ('PENDING', 'OK', 'DECLINED', 'FAIL'))
);
--> statement-breakpoint
CREATE TABLE "purchase_draft_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"draft_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"lead_id" uuid,
	"plan" jsonb NOT NULL,
	"profile" jsonb,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"employees" jsonb,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"active_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"flow_type" text NOT NULL,
	"amount" double precision NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"outcome" text,
	"card_last4" text,
	"event" text,
	"notified_at" timestamp with time zone,
	"delivery_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_id" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sub_status_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "failure_reason_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_draft_id_purchase_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."purchase_drafts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_periods" ADD CONSTRAINT "payment_periods_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_draft_id_purchase_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."purchase_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_draft_tokens" ADD CONSTRAINT "purchase_draft_tokens_draft_id_purchase_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."purchase_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_drafts" ADD CONSTRAINT "purchase_drafts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_employees" ADD CONSTRAINT "purchase_employees_draft_id_purchase_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."purchase_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD CONSTRAINT "sandbox_checkouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_uq" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_draft_uq" ON "orders" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "orders_lead_idx" ON "orders" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_periods_order_period_uq" ON "payment_periods" USING btree ("order_id","period");--> statement-breakpoint
CREATE INDEX "payment_periods_due_idx" ON "payment_periods" USING btree ("state","due_date");--> statement-breakpoint
CREATE INDEX "payments_draft_idx" ON "payments" USING btree ("draft_id","seq");--> statement-breakpoint
CREATE INDEX "purchase_draft_tokens_draft_idx" ON "purchase_draft_tokens" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "purchase_draft_tokens_expires_idx" ON "purchase_draft_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "purchase_drafts_lead_idx" ON "purchase_drafts" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "purchase_drafts_active_idx" ON "purchase_drafts" USING btree ("active_at");--> statement-breakpoint
CREATE INDEX "purchase_employees_draft_idx" ON "purchase_employees" USING btree ("draft_id","position");--> statement-breakpoint
CREATE INDEX "sandbox_checkouts_payment_idx" ON "sandbox_checkouts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_checkouts_undelivered_idx" ON "sandbox_checkouts" USING btree ("completed_at") WHERE "sandbox_checkouts"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_uq" ON "staff_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_token_uq" ON "staff_members" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status_id","sub_status_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_failure_reason_ck" CHECK ("leads"."failure_reason_id" is null or "leads"."status_id" = 4);--> statement-breakpoint
UPDATE "leads" SET "status_changed_at" = "created_at";