-- Webhooks (DESIGN.md 4.6): a company's URLs for its events. The secret signs
-- each delivery (HMAC-SHA256) and so is kept as it is; it is shown once.
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "webhooks_company" ON "webhooks" ("company_id", "id");
--> statement-breakpoint
-- One delivery of one event to one webhook: `event_key` names the event (the
-- log leaf it came from), so an event reaches a webhook once.
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL REFERENCES "webhooks"("id"),
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_state" CHECK ("state" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "webhook_deliveries_once" UNIQUE ("webhook_id", "event_key")
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook" ON "webhook_deliveries" ("webhook_id", "id");
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL REFERENCES "webhook_deliveries"("id"),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"detail" text NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery" ON "webhook_attempts" ("delivery_id", "id");
--> statement-breakpoint
-- How far into the sequenced log the webhooks' fan-out has read: events reach
-- webhooks in the log's order, once, whichever instance reads them.
CREATE TABLE "webhook_fanout" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_leaf_index" bigint NOT NULL,
	CONSTRAINT "webhook_fanout_one" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "webhook_fanout" ("id", "last_leaf_index")
SELECT 1, coalesce(max("leaf_index"), -1) FROM "log_events";
