-- API keys (DESIGN.md 4.6): a company admin's keys for the company's own
-- systems. Only the key's SHA-256 is kept; `hint` is its first characters, to
-- tell keys apart on the screen. A key acts for its company with the permits
-- of the admin who created it, narrowed to its scopes; revoked is final.
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"name" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"key_hash" text NOT NULL UNIQUE,
	"hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "api_keys_company" ON "api_keys" ("company_id", "id");
