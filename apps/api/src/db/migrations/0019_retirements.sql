-- Retirements and their certificates (DESIGN.md 4.4, decision 036). A
-- retirement is a movement of kind 'retire': the block, or the part of it taken,
-- becomes 'retired' (never to change: the trigger of 0007), and its leaf carries
-- the certificate's number, the purpose and salted commitments to the
-- beneficiary and the public note, which the certificate opens.
CREATE TABLE "retirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"emit_certification_id" text NOT NULL,
	"certificate_number" text NOT NULL,
	"certificate_year" integer NOT NULL,
	"certificate_sequence" integer NOT NULL,
	"movement_id" integer NOT NULL REFERENCES "movements"("id"),
	"log_event_id" bigint NOT NULL REFERENCES "log_events"("id"),
	"block_id" integer NOT NULL REFERENCES "blocks"("id"),
	"issuance_id" integer NOT NULL REFERENCES "issuances"("id"),
	"project_id" integer NOT NULL REFERENCES "projects"("id"),
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"quantity_kg" bigint NOT NULL,
	"is_kg" boolean NOT NULL,
	"beneficiary" jsonb NOT NULL,
	"beneficiary_salt" text NOT NULL,
	"beneficiary_commitment" text NOT NULL,
	"purpose" text NOT NULL,
	"using_entity" text NOT NULL,
	"is_public" boolean NOT NULL,
	"public_note" text NOT NULL,
	"note_salt" text NOT NULL,
	"note_commitment" text NOT NULL,
	"observation" text NOT NULL,
	"passive_subject_company_id" integer REFERENCES "companies"("id"),
	"fuel" text,
	"tax_period" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "retirements_emit_certification_id_unique" UNIQUE ("emit_certification_id"),
	CONSTRAINT "retirements_certificate_number_unique" UNIQUE ("certificate_number"),
	CONSTRAINT "retirements_sequence_unique" UNIQUE ("certificate_year", "certificate_sequence"),
	CONSTRAINT "retirements_movement_unique" UNIQUE ("movement_id"),
	CONSTRAINT "retirements_purpose" CHECK ("purpose" in ('voluntary', 'publicClaim', 'corsia', 'carbonTax', 'article6', 'other')),
	CONSTRAINT "retirements_carbon_tax" CHECK (("purpose" = 'carbonTax') = ("passive_subject_company_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "retirements_company" ON "retirements" USING btree ("company_id", "id");--> statement-breakpoint
CREATE INDEX "retirements_project" ON "retirements" USING btree ("project_id", "purpose");--> statement-breakpoint
CREATE INDEX "retirements_passive_subject" ON "retirements" USING btree ("passive_subject_company_id") WHERE "passive_subject_company_id" IS NOT NULL;--> statement-breakpoint
-- One row per year: the last certificate number given. A retirement takes the
-- next under the row's lock, in its own transaction, so a refused or failed
-- retirement rolls its number back with it: the numbers have no gaps.
CREATE TABLE "certificate_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER "retirements_append_only" BEFORE UPDATE OR DELETE ON "retirements" FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "retirements_no_truncate" BEFORE TRUNCATE ON "retirements" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
ALTER TABLE "retirements" ENABLE ALWAYS TRIGGER "retirements_append_only";--> statement-breakpoint
ALTER TABLE "retirements" ENABLE ALWAYS TRIGGER "retirements_no_truncate";--> statement-breakpoint
-- ledger_record gains the leaf's extra member (p_leaf_extra: canonical JSON
-- text `"key":value` whose key sorts between "quantityKg" and "version"), so a
-- retirement's leaf is written by the same code as every movement's.
DROP FUNCTION "ledger_record"(text, blocks, blocks[], text[], bigint, bigint, integer, integer, integer, integer, text, timestamptz);
--> statement-breakpoint
CREATE FUNCTION "ledger_record"(
  p_kind text, p_before blocks, p_after blocks[], p_salts text[], p_issuance_kg bigint,
  p_quantity_kg bigint, p_from_account_id integer, p_to_account_id integer,
  p_actor_company_id integer, p_actor_user_id integer, p_reason text, p_now timestamptz,
  p_leaf_extra text DEFAULT NULL)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_movement integer;
  v_before_account text;
  v_after_leaves text[] := ARRAY[]::text[];
  v_commitment text;
  v_i integer;
BEGIN
  PERFORM ledger_assert_sound(p_before, p_after, p_issuance_kg);
  INSERT INTO movements (kind, issuance_id, quantity_kg, from_account_id, to_account_id,
                         actor_company_id, actor_user_id, before, after, reason, created_at)
  VALUES (p_kind, p_before.issuance_id, p_quantity_kg, p_from_account_id, p_to_account_id,
          p_actor_company_id, p_actor_user_id,
          jsonb_build_array(ledger_block_snapshot(p_before)),
          (SELECT jsonb_agg(ledger_block_snapshot(p_after[i]) ORDER BY i) FROM generate_subscripts(p_after, 1) AS i),
          p_reason, p_now)
  RETURNING id INTO v_movement;
  SELECT to_json(commitment)::text INTO v_before_account FROM ledger_account_openings
   WHERE block_id = p_before.id ORDER BY id DESC LIMIT 1;
  v_before_account := coalesce(v_before_account, p_before.account_id::text);
  FOR v_i IN 1 .. cardinality(p_after) LOOP
    v_commitment := encode(sha256(convert_to((p_after[v_i]).account_id::text || ':' || p_salts[v_i], 'UTF8')), 'hex');
    INSERT INTO ledger_account_openings (movement_id, block_id, account_id, salt_hex, commitment)
    VALUES (v_movement, (p_after[v_i]).id, (p_after[v_i]).account_id, p_salts[v_i], v_commitment);
    v_after_leaves := v_after_leaves || ledger_block_leaf(p_after[v_i], to_json(v_commitment)::text);
  END LOOP;
  INSERT INTO log_events (kind, data) VALUES ('ledger.' || p_kind,
    '{"blocksAfter":[' || array_to_string(v_after_leaves, ',')
    || '],"blocksBefore":[' || ledger_block_leaf(p_before, v_before_account)
    || '],"createdAt":"' || to_char(p_now AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","issuanceId":' || p_before.issuance_id
    || ',"kind":' || to_json('ledger.' || p_kind)::text
    || ',"movementId":' || v_movement
    || ',"quantityKg":' || p_quantity_kg
    || coalesce(',' || p_leaf_extra, '')
    || ',"version":2}');
  RETURN v_movement;
END;
$$;
--> statement-breakpoint
-- POST .../retire (retire-credits.ts). p_retirement holds the request's
-- retirement fields as the API checked them and the commitments it made
-- (beneficiary, beneficiarySalt, beneficiaryCommitment, purpose, usingEntity,
-- isPublic, publicNote, noteSalt, noteCommitment, observation,
-- passiveSubjectCompanyId, fuel, taxPeriod): the function checks the caller,
-- the key, the block, the passive subject, takes the quantity, numbers the
-- certificate and writes the movement, its leaf and the retirement.
CREATE FUNCTION "ledger_retire"(
  p_user_id integer, p_company_id integer, p_owner text, p_key text, p_request_hash text,
  p_block_id integer, p_quantity_kg bigint, p_is_kg boolean, p_retirement jsonb,
  p_emit_certification_id text, p_prefix text, p_salts text[], p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_stored jsonb;
  v_block blocks;
  v_issuance_kg bigint;
  v_project integer;
  v_passive integer := (p_retirement ->> 'passiveSubjectCompanyId')::integer;
  v_year integer := extract(year FROM p_now AT TIME ZONE 'UTC')::integer;
  v_sequence integer;
  v_number text;
  v_after blocks[];
  v_movement integer;
  v_event bigint;
  v_answer jsonb;
BEGIN
  IF NOT ledger_caller_permits(p_user_id, p_company_id) ? 'retire' THEN
    PERFORM ledger_refuse('ERROR_FORBIDDEN', 403);
  END IF;
  IF p_key IS NOT NULL THEN
    v_stored := ledger_claim_key(p_company_id, p_owner, p_key, p_request_hash, p_now);
    IF v_stored IS NOT NULL THEN
      RETURN jsonb_build_object('answer', v_stored, 'replayed', true);
    END IF;
  END IF;
  v_block := ledger_lock_own_block(p_block_id, p_company_id);
  IF v_block.status <> 'active' THEN
    PERFORM ledger_refuse('ERROR_LEDGER_BLOCK_NOT_ACTIVE', 400, jsonb_build_object('status', v_block.status));
  END IF;
  v_issuance_kg := ledger_movable_issuance_kg(v_block.issuance_id);
  IF p_is_kg AND NOT v_block.divisible THEN
    PERFORM ledger_refuse('ERROR_LEDGER_NOT_DIVISIBLE', 400);
  END IF;
  IF v_passive IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM companies WHERE id = v_passive AND type_account = 'passivesubject') THEN
    PERFORM ledger_refuse('ERROR_RETIREMENT_PASSIVE_SUBJECT_NOT_FOUND', 400);
  END IF;
  IF NOT EXISTS (SELECT 1 FROM countries WHERE id = (p_retirement #>> '{beneficiary,countryId}')::integer)
     OR (p_retirement #> '{beneficiary,documentTypeId}' <> 'null'::jsonb AND NOT EXISTS (
       SELECT 1 FROM type_documents WHERE id = (p_retirement #>> '{beneficiary,documentTypeId}')::integer)) THEN
    PERFORM ledger_refuse('ERROR_RETIREMENT_BENEFICIARY_REFERENCE', 400);
  END IF;
  v_after := ledger_take(v_block, p_quantity_kg, v_block.account_id, 'retired', v_block.divisible, p_now);
  -- Last, so the counter's row is held for the least time.
  INSERT INTO certificate_counters (year, last) VALUES (v_year, 1)
  ON CONFLICT (year) DO UPDATE SET last = certificate_counters.last + 1
  RETURNING last INTO v_sequence;
  v_number := p_prefix || '-RET-' || v_year || '-' || v_sequence;
  v_movement := ledger_record('retire', v_block, v_after, p_salts, v_issuance_kg, p_quantity_kg,
    v_block.account_id, v_block.account_id, p_company_id, p_user_id, NULL, p_now,
    '"retirement":{"beneficiary":' || to_json(p_retirement ->> 'beneficiaryCommitment')::text
    || ',"certificate":' || to_json(v_number)::text
    || ',"note":' || to_json(p_retirement ->> 'noteCommitment')::text
    || ',"purpose":' || to_json(p_retirement ->> 'purpose')::text || '}');
  -- The leaf ledger_record wrote last, in this transaction.
  v_event := currval(pg_get_serial_sequence('log_events', 'id'));
  SELECT project_id INTO v_project FROM issuances WHERE id = v_block.issuance_id;
  INSERT INTO retirements (emit_certification_id, certificate_number, certificate_year, certificate_sequence,
    movement_id, log_event_id, block_id, issuance_id, project_id, company_id, user_id, quantity_kg, is_kg,
    beneficiary, beneficiary_salt, beneficiary_commitment, purpose, using_entity, is_public,
    public_note, note_salt, note_commitment, observation, passive_subject_company_id, fuel, tax_period, created_at)
  VALUES (p_emit_certification_id, v_number, v_year, v_sequence,
    v_movement, v_event, (v_after[1]).id, v_block.issuance_id, v_project, p_company_id, p_user_id, p_quantity_kg, p_is_kg,
    p_retirement -> 'beneficiary', p_retirement ->> 'beneficiarySalt', p_retirement ->> 'beneficiaryCommitment',
    p_retirement ->> 'purpose', p_retirement ->> 'usingEntity', (p_retirement ->> 'isPublic')::boolean,
    p_retirement ->> 'publicNote', p_retirement ->> 'noteSalt', p_retirement ->> 'noteCommitment',
    p_retirement ->> 'observation', v_passive, p_retirement ->> 'fuel', p_retirement ->> 'taxPeriod', p_now);
  v_answer := jsonb_build_object('movementId', v_movement, 'serialId', (v_after[1]).id,
    'quantityKg', p_quantity_kg, 'accountId', v_block.account_id,
    'emitCertificationId', p_emit_certification_id, 'certificateNumber', v_number);
  IF p_key IS NOT NULL THEN
    PERFORM ledger_store_answer(p_company_id, p_owner, p_key, v_answer);
  END IF;
  RETURN jsonb_build_object('answer', v_answer, 'replayed', false);
END;
$$;
