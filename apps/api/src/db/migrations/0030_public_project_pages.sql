-- A project's public page answered from memory (decision 038, issue 24): the
-- name public_project_pages covers every table the page reads (the project,
-- its public documents and timeline, its parties' names, its standard,
-- methodology and place), raised at commit as the other names are.
INSERT INTO "data_versions" ("name", "version") VALUES ('public_project_pages', 1);
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_page_version" AFTER INSERT OR UPDATE OR DELETE ON "projects" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE TRIGGER "projects_page_version_truncated" AFTER TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_documents_page_version" AFTER INSERT OR UPDATE OR DELETE ON "project_documents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE TRIGGER "project_documents_page_version_truncated" AFTER TRUNCATE ON "project_documents" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_events_page_version" AFTER INSERT OR UPDATE OR DELETE ON "project_events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE TRIGGER "project_events_page_version_truncated" AFTER TRUNCATE ON "project_events" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_page_version" AFTER INSERT OR UPDATE OR DELETE ON "companies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE TRIGGER "companies_page_version_truncated" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "methodologies_page_version" AFTER INSERT OR UPDATE OR DELETE ON "methodologies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE TRIGGER "methodologies_page_version_truncated" AFTER TRUNCATE ON "methodologies" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "standards_page_version" AFTER INSERT OR UPDATE OR DELETE ON "standards" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE TRIGGER "standards_page_version_truncated" AFTER TRUNCATE ON "standards" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "countries_page_version" AFTER INSERT OR UPDATE OR DELETE ON "countries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE TRIGGER "countries_page_version_truncated" AFTER TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "regions_page_version" AFTER INSERT OR UPDATE OR DELETE ON "regions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE TRIGGER "regions_page_version_truncated" AFTER TRUNCATE ON "regions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cities_page_version" AFTER INSERT OR UPDATE OR DELETE ON "cities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_project_pages');
--> statement-breakpoint
CREATE TRIGGER "cities_page_version_truncated" AFTER TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_project_pages');
