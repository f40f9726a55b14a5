-- The certifier's review of companies (DESIGN.md 4.1): a new company waits
-- as 'pending' (existing rows keep their state), the reason of the last
-- rejection or suspension is kept on the company, and every review is a row
-- of company_reviews.
ALTER TABLE "companies" ALTER COLUMN "state" SET DEFAULT 'pending';
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "state_reason" text;
--> statement-breakpoint
CREATE TABLE "company_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"action" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_user_id" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_reviews_company" ON "company_reviews" USING btree ("company_id");
