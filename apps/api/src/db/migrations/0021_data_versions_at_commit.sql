-- The data versions of 0020 raised at commit instead of at each statement
-- (decision 038): a statement trigger took data_versions' row lock in the
-- middle of the transaction, so two transactions that then needed each
-- other's rows could deadlock. A deferred constraint trigger runs when the
-- transaction commits, after every other lock it takes, and raises each name
-- once per transaction (a transaction-local setting remembers it). TRUNCATE,
-- which a constraint trigger cannot follow, keeps its statement trigger.
CREATE OR REPLACE FUNCTION "raise_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_name text;
BEGIN
	FOREACH v_name IN ARRAY TG_ARGV LOOP
		IF current_setting('registry.raised_' || v_name, true) IS DISTINCT FROM 'yes' THEN
			PERFORM set_config('registry.raised_' || v_name, 'yes', true);
			UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = v_name;
			PERFORM pg_notify('data_versions', v_name);
		END IF;
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "countries_data_version" ON "countries";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "countries_data_version" AFTER INSERT OR UPDATE OR DELETE ON "countries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('reference', 'public_projects');
--> statement-breakpoint
CREATE TRIGGER "countries_data_version_truncated" AFTER TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference', 'public_projects');
--> statement-breakpoint
DROP TRIGGER "regions_data_version" ON "regions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "regions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "regions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "regions_data_version_truncated" AFTER TRUNCATE ON "regions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
DROP TRIGGER "cities_data_version" ON "cities";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cities_data_version" AFTER INSERT OR UPDATE OR DELETE ON "cities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "cities_data_version_truncated" AFTER TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
DROP TRIGGER "type_documents_data_version" ON "type_documents";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "type_documents_data_version" AFTER INSERT OR UPDATE OR DELETE ON "type_documents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "type_documents_data_version_truncated" AFTER TRUNCATE ON "type_documents" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
DROP TRIGGER "type_accounts_data_version" ON "type_accounts";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "type_accounts_data_version" AFTER INSERT OR UPDATE OR DELETE ON "type_accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "type_accounts_data_version_truncated" AFTER TRUNCATE ON "type_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
DROP TRIGGER "standards_data_version" ON "standards";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "standards_data_version" AFTER INSERT OR UPDATE OR DELETE ON "standards" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('reference', 'public_projects');
--> statement-breakpoint
CREATE TRIGGER "standards_data_version_truncated" AFTER TRUNCATE ON "standards" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference', 'public_projects');
--> statement-breakpoint
DROP TRIGGER "terms_conditions_data_version" ON "terms_conditions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "terms_conditions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "terms_conditions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "terms_conditions_data_version_truncated" AFTER TRUNCATE ON "terms_conditions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
DROP TRIGGER "type_document_companies_data_version" ON "type_document_companies";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "type_document_companies_data_version" AFTER INSERT OR UPDATE OR DELETE ON "type_document_companies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
CREATE TRIGGER "type_document_companies_data_version_truncated" AFTER TRUNCATE ON "type_document_companies" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('reference');
--> statement-breakpoint
DROP TRIGGER "methodologies_data_version" ON "methodologies";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "methodologies_data_version" AFTER INSERT OR UPDATE OR DELETE ON "methodologies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_projects');
--> statement-breakpoint
CREATE TRIGGER "methodologies_data_version_truncated" AFTER TRUNCATE ON "methodologies" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_projects');
--> statement-breakpoint
DROP TRIGGER "projects_data_version" ON "projects";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_data_version" AFTER INSERT OR UPDATE OR DELETE ON "projects" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_projects');
--> statement-breakpoint
CREATE TRIGGER "projects_data_version_truncated" AFTER TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_projects');
--> statement-breakpoint
DROP TRIGGER "issuances_data_version" ON "issuances";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "issuances_data_version" AFTER INSERT OR UPDATE OR DELETE ON "issuances" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_version"('public_projects');
--> statement-breakpoint
CREATE TRIGGER "issuances_data_version_truncated" AFTER TRUNCATE ON "issuances" FOR EACH STATEMENT EXECUTE FUNCTION "raise_data_version"('public_projects');
