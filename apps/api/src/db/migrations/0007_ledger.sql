CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"market" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuances" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"number" integer NOT NULL,
	"vintage" integer NOT NULL,
	"monitoring_period" integer NOT NULL,
	"quantity_kg" bigint NOT NULL,
	"buffer_share_bp" integer NOT NULL,
	"buffer_kg" bigint NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origin" jsonb,
	"issued_by_company_id" integer NOT NULL,
	"issued_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuances_quantity_whole_tonnes" CHECK (quantity_kg > 0 and quantity_kg % 1000 = 0),
	CONSTRAINT "issuances_buffer_share" CHECK (buffer_share_bp between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuance_id" integer NOT NULL,
	"from_kg" bigint NOT NULL,
	"to_kg" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"divisible" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_range" CHECK (from_kg >= 1 and to_kg >= from_kg),
	CONSTRAINT "blocks_status" CHECK (status in ('active', 'retired', 'cancelled', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"issuance_id" integer NOT NULL,
	"quantity_kg" bigint NOT NULL,
	"from_account_id" integer,
	"to_account_id" integer,
	"actor_company_id" integer,
	"actor_user_id" integer,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_issued_by_company_id_companies_id_fk" FOREIGN KEY ("issued_by_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_actor_company_id_companies_id_fk" FOREIGN KEY ("actor_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_company" ON "ledger_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_one_main" ON "ledger_accounts" USING btree ("company_id") WHERE kind = 'main';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_one_system" ON "ledger_accounts" USING btree ("kind") WHERE kind in ('buffer', 'cancellation');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_one_escrow" ON "ledger_accounts" USING btree ("market") WHERE kind = 'escrow';--> statement-breakpoint
CREATE UNIQUE INDEX "issuances_project_number" ON "issuances" USING btree ("project_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "issuances_project_period_vintage" ON "issuances" USING btree ("project_id","monitoring_period","vintage");--> statement-breakpoint
CREATE INDEX "blocks_account" ON "blocks" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "blocks_issuance" ON "blocks" USING btree ("issuance_id","from_kg");--> statement-breakpoint
CREATE INDEX "movements_issuance" ON "movements" USING btree ("issuance_id","id");--> statement-breakpoint
CREATE FUNCTION "ledger_refuse_frozen_block"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('retired', 'cancelled') THEN
    RAISE EXCEPTION 'block % is % and never changes', OLD.id, OLD.status USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "blocks_frozen_when_retired_or_cancelled" BEFORE UPDATE OR DELETE ON "blocks" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_frozen_block"();
--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind", "name") VALUES ('buffer', 'Buffer pool'), ('cancellation', 'Cancellation');
