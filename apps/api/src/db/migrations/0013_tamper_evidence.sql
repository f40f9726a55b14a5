-- Tamper evidence (DESIGN.md 4.3, decision 027). The registry's one log key, and
-- append-only movements and transparency log. Every trigger here (and the
-- retired/cancelled blocks' one of 0007) is ENABLE ALWAYS: it fires under
-- session_replication_role = replica too, so only the tables' owner can switch it
-- off (ALTER TABLE ... DISABLE TRIGGER), and verify-db reports a trigger that is
-- missing or not always enabled.
CREATE TABLE "log_key" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"origin" text NOT NULL,
	"public_key_pem" text NOT NULL,
	"vkey" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_key_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE FUNCTION "refuse_append_only_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused (tamper evidence, DESIGN.md 4.3)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
-- log_events: the sequencer's one update gives an event its leaf index, from null; nothing else changes.
CREATE FUNCTION "log_events_only_sequenced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.leaf_index IS NULL AND NEW.leaf_index IS NOT NULL
     AND (to_jsonb(NEW) - 'leaf_index') = (to_jsonb(OLD) - 'leaf_index') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% on log_events refused (tamper evidence, DESIGN.md 4.3): only the sequencer sets a leaf_index, once', TG_OP USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "movements_append_only" BEFORE UPDATE OR DELETE ON "movements" FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "movements_no_truncate" BEFORE TRUNCATE ON "movements" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "log_events_append_only" BEFORE UPDATE OR DELETE ON "log_events" FOR EACH ROW EXECUTE FUNCTION "log_events_only_sequenced"();--> statement-breakpoint
CREATE TRIGGER "log_events_no_truncate" BEFORE TRUNCATE ON "log_events" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "log_nodes_append_only" BEFORE UPDATE OR DELETE ON "log_nodes" FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "log_nodes_no_truncate" BEFORE TRUNCATE ON "log_nodes" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "log_checkpoints_append_only" BEFORE UPDATE OR DELETE ON "log_checkpoints" FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "log_checkpoints_no_truncate" BEFORE TRUNCATE ON "log_checkpoints" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "log_key_append_only" BEFORE UPDATE OR DELETE ON "log_key" FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "log_key_no_truncate" BEFORE TRUNCATE ON "log_key" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "blocks_no_truncate" BEFORE TRUNCATE ON "blocks" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
ALTER TABLE "movements" ENABLE ALWAYS TRIGGER "movements_append_only";--> statement-breakpoint
ALTER TABLE "movements" ENABLE ALWAYS TRIGGER "movements_no_truncate";--> statement-breakpoint
ALTER TABLE "log_events" ENABLE ALWAYS TRIGGER "log_events_append_only";--> statement-breakpoint
ALTER TABLE "log_events" ENABLE ALWAYS TRIGGER "log_events_no_truncate";--> statement-breakpoint
ALTER TABLE "log_nodes" ENABLE ALWAYS TRIGGER "log_nodes_append_only";--> statement-breakpoint
ALTER TABLE "log_nodes" ENABLE ALWAYS TRIGGER "log_nodes_no_truncate";--> statement-breakpoint
ALTER TABLE "log_checkpoints" ENABLE ALWAYS TRIGGER "log_checkpoints_append_only";--> statement-breakpoint
ALTER TABLE "log_checkpoints" ENABLE ALWAYS TRIGGER "log_checkpoints_no_truncate";--> statement-breakpoint
ALTER TABLE "log_key" ENABLE ALWAYS TRIGGER "log_key_append_only";--> statement-breakpoint
ALTER TABLE "log_key" ENABLE ALWAYS TRIGGER "log_key_no_truncate";--> statement-breakpoint
ALTER TABLE "blocks" ENABLE ALWAYS TRIGGER "blocks_no_truncate";--> statement-breakpoint
ALTER TABLE "blocks" ENABLE ALWAYS TRIGGER "blocks_frozen_when_retired_or_cancelled";
