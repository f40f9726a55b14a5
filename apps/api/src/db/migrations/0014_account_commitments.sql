-- Accounts enter the public log's ledger leaves as commitments (DESIGN.md 4.3,
-- decision 028): for every block a leaf writes, a fresh 16-byte salt (32
-- lowercase hex) and commitment = hex(SHA-256(UTF-8 "<account id>:<salt hex>")),
-- in SQL encode(sha256(convert_to(account_id::text || ':' || salt_hex, 'UTF8')), 'hex').
-- The registry keeps the openings here; a company downloads its own.
CREATE TABLE "ledger_account_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"movement_id" integer NOT NULL REFERENCES "movements"("id"),
	"block_id" integer NOT NULL,
	"account_id" integer NOT NULL REFERENCES "ledger_accounts"("id"),
	"salt_hex" text NOT NULL,
	"commitment" text NOT NULL,
	CONSTRAINT "ledger_account_openings_salt" CHECK ("salt_hex" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "ledger_account_openings_commitment" CHECK ("commitment" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
CREATE INDEX "ledger_account_openings_block" ON "ledger_account_openings" USING btree ("block_id","id");--> statement-breakpoint
CREATE INDEX "ledger_account_openings_account" ON "ledger_account_openings" USING btree ("account_id","id");
--> statement-breakpoint
-- An opening never changes: a changed salt would make its leaf unverifiable.
CREATE FUNCTION "ledger_account_openings_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger_account_openings only grows (%)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_account_openings_append_only" BEFORE UPDATE OR DELETE ON "ledger_account_openings"
	FOR EACH ROW EXECUTE FUNCTION "ledger_account_openings_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_account_openings_no_truncate" BEFORE TRUNCATE ON "ledger_account_openings"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_account_openings_refuse_change"();--> statement-breakpoint
-- Always, as 0013's: session_replication_role = replica does not switch them off.
ALTER TABLE "ledger_account_openings" ENABLE ALWAYS TRIGGER "ledger_account_openings_append_only";--> statement-breakpoint
ALTER TABLE "ledger_account_openings" ENABLE ALWAYS TRIGGER "ledger_account_openings_no_truncate";
