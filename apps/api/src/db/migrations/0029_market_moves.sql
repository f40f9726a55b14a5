-- Credits moved to and from the external markets (DESIGN.md 4.6): each market's
-- escrow account in the ledger, each move and its state, and the sandbox
-- markets' own record of what they were asked (their side of the wire).
INSERT INTO "ledger_accounts" ("kind", "name", "market") VALUES
	('escrow', 'Escrow CBL Markets', 'cbl'),
	('escrow', 'Escrow RCC', 'rcc'),
	('escrow', 'Escrow Polygon', 'polygon'),
	('escrow', 'Escrow Chia', 'chia'),
	('escrow', 'Escrow BNZ X', 'bnz'),
	('escrow', 'Escrow Tolam', 'tolam'),
	('escrow', 'Escrow Tanager', 'tanager')
	ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TABLE "market_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"market" text NOT NULL,
	"direction" text NOT NULL,
	"state" text NOT NULL DEFAULT 'pending',
	"block_id" integer NOT NULL REFERENCES "blocks"("id"),
	"quantity_kg" bigint NOT NULL,
	"serial" text NOT NULL,
	"from_account_id" integer REFERENCES "ledger_accounts"("id"),
	"market_account_id" text NOT NULL,
	"lock_movement_id" integer REFERENCES "movements"("id"),
	"release_movement_id" integer REFERENCES "movements"("id"),
	"reference" text,
	"failure" text,
	"attempts" integer NOT NULL DEFAULT 0,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"requested_by" integer NOT NULL REFERENCES "users"("id"),
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "market_moves_market" CHECK ("market" in ('cbl', 'rcc', 'polygon', 'chia', 'bnz', 'tolam', 'tanager')),
	CONSTRAINT "market_moves_direction" CHECK ("direction" in ('in', 'out')),
	CONSTRAINT "market_moves_state" CHECK ("state" in ('pending', 'confirmed', 'failed')),
	CONSTRAINT "market_moves_failure" CHECK ("failure" in ('refused', 'unavailable')),
	CONSTRAINT "market_moves_quantity" CHECK ("quantity_kg" > 0),
	CONSTRAINT "market_moves_settled" CHECK (("state" = 'pending') = ("settled_at" IS NULL))
);--> statement-breakpoint
CREATE INDEX "market_moves_company" ON "market_moves" ("company_id", "market", "id");--> statement-breakpoint
CREATE INDEX "market_moves_block" ON "market_moves" ("block_id", "id");--> statement-breakpoint
CREATE INDEX "market_moves_due" ON "market_moves" ("next_attempt_at") WHERE "state" = 'pending';--> statement-breakpoint
CREATE TABLE "market_sandbox_operations" (
	"market" text NOT NULL,
	"operation_key" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" text NOT NULL,
	"serial" text NOT NULL,
	"quantity_kg" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "market_sandbox_operations_pk" PRIMARY KEY ("market", "operation_key"),
	CONSTRAINT "market_sandbox_operations_kind" CHECK ("kind" in ('deposit', 'withdrawal'))
);--> statement-breakpoint
CREATE INDEX "market_sandbox_operations_account" ON "market_sandbox_operations" ("market", "account_id");
