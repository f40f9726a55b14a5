-- What the API keeps in memory and its versions (decision 038): a statement
-- trigger on each table the reference data or the public project list reads
-- raises the version of its name in the transaction that changes it, and
-- notifies data_versions with the name. The embedded database's API drops
-- its copies on the notice (PGlite delivers it with the commit); on
-- PostgreSQL every instance reads the version before it serves a copy.
CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('reference', 1), ('public_projects', 1);
--> statement-breakpoint
CREATE FUNCTION "raise_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_name text;
BEGIN
	FOREACH v_name IN ARRAY TG_ARGV LOOP
		UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = v_name;
		PERFORM pg_notify('data_versions', v_name);
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "countries_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference', 'public_projects');
--> statement-breakpoint
CREATE TRIGGER "regions_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "cities_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "type_documents_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "type_documents" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "type_accounts_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "type_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "standards_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "standards" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference', 'public_projects');
--> statement-breakpoint
CREATE TRIGGER "terms_conditions_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "terms_conditions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "type_document_companies_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "type_document_companies" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "methodologies_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "methodologies" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_projects');
--> statement-breakpoint
CREATE TRIGGER "projects_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_projects');
--> statement-breakpoint
CREATE TRIGGER "issuances_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "issuances" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_projects');
