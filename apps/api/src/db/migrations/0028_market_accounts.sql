-- A company's account on each external market (DESIGN.md 4.6): one per
-- market, linked by a trading user, replaced when linked again; an account of
-- a market belongs to one company of the registry.
CREATE TABLE "market_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"market" text NOT NULL,
	"account_id" text NOT NULL,
	"linked_by" integer NOT NULL REFERENCES "users"("id"),
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_accounts_market" CHECK ("market" in ('cbl', 'rcc', 'polygon', 'chia', 'bnz', 'tolam', 'tanager')),
	CONSTRAINT "market_accounts_company_market" UNIQUE ("company_id", "market"),
	CONSTRAINT "market_accounts_account" UNIQUE ("market", "account_id")
);
