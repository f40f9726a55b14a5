-- Issue 18 (decision 029). An Idempotency-Key is its caller's own: the owner
-- ('user:<id>' today, an API key's own prefix later) joins the primary key.
-- Keys stored before it take the user of the movement they answered; the rest
-- (sub-account answers, which name no user) are forgotten.
ALTER TABLE "idempotency_keys" ADD COLUMN "owner" text;--> statement-breakpoint
UPDATE "idempotency_keys" k SET "owner" = 'user:' || m."actor_user_id"
  FROM "movements" m
  WHERE k."answer" ? 'movementId' AND m."id" = (k."answer" ->> 'movementId')::bigint
    AND m."actor_user_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "idempotency_keys" WHERE "owner" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "owner" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_company_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_owner_key_pk" PRIMARY KEY ("company_id","owner","key");--> statement-breakpoint
-- The language each user last chose (login, token refresh); mail to a company goes out in it.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language_chosen_at" timestamp with time zone;--> statement-breakpoint
-- Mail (and later other effects) leaves the request through the outbox: a row
-- written in the action's transaction, sent by the dispatcher (modules/outbox).
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "sent_at" IS NULL;
