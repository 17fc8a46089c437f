CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_state_created_idx" ON "orders" USING btree ("sale_state","created_at");