CREATE TABLE "isapre_plan_data" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"factors" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"fees" jsonb NOT NULL
);
