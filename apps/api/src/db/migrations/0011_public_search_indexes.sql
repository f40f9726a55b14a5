-- The public list's search (DESIGN.md 4.2, 7): pg_trgm lets LIKE '%word%' use a
-- GIN index; PGlite loads the extension where the app opens it (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "projects_search_trgm" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_sort" ON "projects" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "projects_code_sort" ON "projects" USING btree (coalesce("code", ''),"id");--> statement-breakpoint
CREATE INDEX "projects_newest_sort" ON "projects" USING btree (coalesce("submitted_at", "created_at") desc,"id" desc);--> statement-breakpoint
CREATE INDEX "projects_public_facets" ON "projects" USING btree ("state","standard_id","country_id","methodology_id","sector","type","is_ccp_approved","is_corsia_eligible","is_article6_authorized");--> statement-breakpoint
CREATE INDEX "issuances_vintage_project" ON "issuances" USING btree ("vintage","project_id");