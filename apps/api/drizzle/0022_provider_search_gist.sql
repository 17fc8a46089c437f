DROP INDEX "coverage_organizations_search_idx";--> statement-breakpoint
CREATE INDEX "coverage_organizations_search_gist_idx" ON "coverage_organizations" USING gist ("search_text" gist_trgm_ops);