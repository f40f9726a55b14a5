-- DESIGN.md 4.3 "Cost": a movement is one round trip. The API calls one of these
-- functions in one statement (its own transaction); each checks the caller's
-- membership and permit, the Idempotency-Key, locks the block alone, checks,
-- splits at most one block, writes the movement, its log leaf and its
-- notifications, and answers. A refusal raises SQLSTATE RG400 with the
-- codeMessage as message, the HTTP status as hint and the params as detail
-- (JSON): the whole statement rolls back, the key's claim with it.
CREATE FUNCTION "ledger_refuse"(p_code text, p_status integer, p_params jsonb DEFAULT '{}'::jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'RG400', MESSAGE = p_code, DETAIL = p_params::text, HINT = p_status::text;
END;
$$;
--> statement-breakpoint
-- The caller's permits in the company, read now (decision 017); 401 when the
-- user or the membership is no longer active.
CREATE FUNCTION "ledger_caller_permits"(p_user_id integer, p_company_id integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_permits jsonb;
BEGIN
  SELECT uc.permits INTO v_permits
    FROM user_companies uc JOIN users u ON u.id = uc.user_id
   WHERE uc.user_id = p_user_id AND uc.company_id = p_company_id AND uc.active = 1 AND u.active = 1
   LIMIT 1;
  IF v_permits IS NULL THEN
    PERFORM ledger_refuse('ERROR_UNAUTHORIZED', 401);
  END IF;
  RETURN v_permits;
END;
$$;
--> statement-breakpoint
-- Claims an Idempotency-Key (DESIGN.md 4.3), the caller's own (owner, decision
-- 029), after the caller's checks: null when claimed (the movement
-- runs and stores its answer), or the first answer of the same key and body
-- within 24 hours; another body is refused (422). A concurrent request with the
-- same key waits on the claim's row until the first commits or rolls back.
CREATE FUNCTION "ledger_claim_key"(p_company_id integer, p_owner text, p_key text, p_request_hash text, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_claimed boolean;
  v_hash text;
  v_answer jsonb;
BEGIN
  INSERT INTO idempotency_keys (company_id, owner, key, request_hash, answer, created_at)
  VALUES (p_company_id, p_owner, p_key, p_request_hash, NULL, p_now)
  ON CONFLICT (company_id, owner, key) DO UPDATE
    SET request_hash = EXCLUDED.request_hash, answer = NULL, created_at = EXCLUDED.created_at
    WHERE idempotency_keys.created_at < p_now - interval '24 hours'
  RETURNING true INTO v_claimed;
  IF v_claimed THEN
    RETURN NULL;
  END IF;
  SELECT request_hash, answer INTO v_hash, v_answer
    FROM idempotency_keys WHERE company_id = p_company_id AND owner = p_owner AND key = p_key;
  IF v_hash IS DISTINCT FROM p_request_hash OR v_answer IS NULL THEN
    PERFORM ledger_refuse('ERROR_IDEMPOTENCY_KEY_REUSED', 422);
  END IF;
  RETURN v_answer;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "ledger_store_answer"(p_company_id integer, p_owner text, p_key text, p_answer jsonb)
RETURNS void LANGUAGE sql AS $$
  UPDATE idempotency_keys SET answer = p_answer
   WHERE company_id = p_company_id AND owner = p_owner AND key = p_key;
$$;
--> statement-breakpoint
-- The block's snapshot as the movements table keeps it (snapshotOf in ledger-store.ts).
CREATE FUNCTION "ledger_block_snapshot"(b blocks)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'id', b.id, 'issuanceId', b.issuance_id, 'fromKg', b.from_kg, 'toKg', b.to_kg,
    'accountId', b.account_id, 'status', b.status, 'divisible', b.divisible, 'parentId', b.parent_id);
$$;
--> statement-breakpoint
-- The block as a log leaf writes it, its account as p_account (a commitment
-- as a JSON string, or an older leaf's plain id: leaf-accounts.ts): RFC 8785
-- canonical JSON (keys in code-unit order, no spaces; every value an integer,
-- a boolean, null or a plain ASCII string), exactly what appendLogEvent's
-- canonicalize writes.
CREATE FUNCTION "ledger_block_leaf"(b blocks, p_account text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '{"account":' || p_account
    || ',"divisible":' || b.divisible::text
    || ',"fromKg":' || b.from_kg
    || ',"id":' || b.id
    || ',"issuanceId":' || b.issuance_id
    || ',"parentId":' || coalesce(b.parent_id::text, 'null')
    || ',"status":' || to_json(b.status)::text
    || ',"toKg":' || b.to_kg || '}';
$$;
--> statement-breakpoint
-- Takes p_kg from a locked block (takeFromBlock in ledger-store.ts): the whole
-- block changes in place, or its first p_kg become a new block (its parent the
-- old one) and the old block keeps the rest. Answers {taken} or {taken, rest}.
CREATE FUNCTION "ledger_take"(b blocks, p_kg bigint, p_account_id integer, p_status text, p_divisible boolean, p_now timestamptz)
RETURNS blocks[] LANGUAGE plpgsql AS $$
DECLARE
  v_size bigint := b.to_kg - b.from_kg + 1;
  v_taken blocks;
  v_rest blocks;
BEGIN
  IF p_kg > v_size THEN
    PERFORM ledger_refuse('ERROR_LEDGER_NOT_ENOUGH', 400,
      jsonb_build_object('availableKg', v_size, 'quantityKg', p_kg));
  END IF;
  IF p_kg = v_size THEN
    UPDATE blocks SET account_id = p_account_id, status = p_status, divisible = p_divisible, updated_at = p_now
     WHERE id = b.id RETURNING * INTO v_taken;
    RETURN ARRAY[v_taken];
  END IF;
  UPDATE blocks SET from_kg = b.from_kg + p_kg, updated_at = p_now WHERE id = b.id RETURNING * INTO v_rest;
  INSERT INTO blocks (issuance_id, from_kg, to_kg, account_id, status, divisible, parent_id, created_at, updated_at)
  VALUES (b.issuance_id, b.from_kg, b.from_kg + p_kg - 1, p_account_id, p_status, p_divisible, b.id, p_now, p_now)
  RETURNING * INTO v_taken;
  RETURN ARRAY[v_taken, v_rest];
END;
$$;
--> statement-breakpoint
-- assertMovementSound in SQL: the blocks after tile exactly the range of the
-- block before (on tonne boundaries unless divisible), and in the table the
-- blocks starting in that range are exactly those, its neighbours end and start
-- next to it. A broken ledger never commits.
CREATE FUNCTION "ledger_assert_sound"(p_before blocks, p_after blocks[], p_issuance_kg bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_next bigint := p_before.from_kg;
  v_block blocks;
  v_inside bigint;
  v_inside_kg bigint;
  v_prev_to bigint;
  v_next_from bigint;
BEGIN
  FOR v_block IN SELECT * FROM unnest(p_after) ORDER BY from_kg LOOP
    IF v_block.from_kg <> v_next OR v_block.to_kg < v_block.from_kg
       OR (NOT v_block.divisible AND ((v_block.from_kg - 1) % 1000 <> 0 OR v_block.to_kg % 1000 <> 0)) THEN
      RAISE EXCEPTION 'ledger invariant broken in issuance %: block % (kg %..%) after kg %',
        p_before.issuance_id, v_block.id, v_block.from_kg, v_block.to_kg, v_next - 1;
    END IF;
    v_next := v_block.to_kg + 1;
  END LOOP;
  IF v_next - 1 <> p_before.to_kg THEN
    RAISE EXCEPTION 'ledger invariant broken in issuance %: the blocks after do not cover the range before',
      p_before.issuance_id;
  END IF;
  SELECT count(*), sum(to_kg - from_kg + 1) INTO v_inside, v_inside_kg FROM blocks
   WHERE issuance_id = p_before.issuance_id AND from_kg BETWEEN p_before.from_kg AND p_before.to_kg;
  SELECT to_kg INTO v_prev_to FROM blocks
   WHERE issuance_id = p_before.issuance_id AND from_kg < p_before.from_kg ORDER BY from_kg DESC LIMIT 1;
  SELECT from_kg INTO v_next_from FROM blocks
   WHERE issuance_id = p_before.issuance_id AND from_kg > p_before.to_kg ORDER BY from_kg LIMIT 1;
  IF v_inside <> cardinality(p_after)
     OR v_inside_kg IS DISTINCT FROM p_before.to_kg - p_before.from_kg + 1
     OR (v_prev_to IS NULL AND p_before.from_kg <> 1)
     OR (v_prev_to IS NOT NULL AND (p_before.from_kg = 1 OR v_prev_to <> p_before.from_kg - 1))
     OR (v_next_from IS NULL AND p_before.to_kg <> p_issuance_kg)
     OR (v_next_from IS NOT NULL AND (p_before.to_kg >= p_issuance_kg OR v_next_from <> p_before.to_kg + 1)) THEN
    RAISE EXCEPTION 'ledger invariant broken in issuance %: the range % .. % and its neighbours',
      p_before.issuance_id, p_before.from_kg, p_before.to_kg;
  END IF;
END;
$$;
--> statement-breakpoint
-- recordMovement in SQL: the soundness check, the movement row, each block's
-- account committed under a fresh salt (p_salts, one per block after; decision
-- 028) with its opening kept, and the log event: the leaf's canonical JSON text
-- (version 2, as leaf-accounts.ts writes it), in the caller's transaction.
CREATE FUNCTION "ledger_record"(
  p_kind text, p_before blocks, p_after blocks[], p_salts text[], p_issuance_kg bigint,
  p_quantity_kg bigint, p_from_account_id integer, p_to_account_id integer,
  p_actor_company_id integer, p_actor_user_id integer, p_reason text, p_now timestamptz)
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
  -- The commitment the leaf that last wrote the block gave it, or an older leaf's plain id.
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
    || ',"version":2}');
  RETURN v_movement;
END;
$$;
--> statement-breakpoint
-- The block of the caller's company, locked alone (a lock through a join loses
-- the row when a concurrent movement changes its account), then checked: 404
-- when missing or another company's, 403 when the company is suspended.
CREATE FUNCTION "ledger_lock_own_block"(p_block_id integer, p_company_id integer)
RETURNS blocks LANGUAGE plpgsql AS $$
DECLARE
  v_block blocks;
  v_holder integer;
  v_name text;
  v_state text;
BEGIN
  SELECT * INTO v_block FROM blocks WHERE id = p_block_id FOR UPDATE;
  IF NOT FOUND THEN
    PERFORM ledger_refuse('ERROR_LEDGER_BLOCK_NOT_FOUND', 404);
  END IF;
  SELECT a.company_id, c.name, c.state INTO v_holder, v_name, v_state
    FROM ledger_accounts a LEFT JOIN companies c ON c.id = a.company_id
   WHERE a.id = v_block.account_id;
  IF v_holder IS DISTINCT FROM p_company_id THEN
    PERFORM ledger_refuse('ERROR_LEDGER_BLOCK_NOT_FOUND', 404);
  END IF;
  IF v_state = 'suspended' THEN
    PERFORM ledger_refuse('ERROR_COMPANY_SUSPENDED', 403, jsonb_build_object('company', v_name));
  END IF;
  RETURN v_block;
END;
$$;
--> statement-breakpoint
-- The block's issuance size; refused when its project is suspended or
-- cancelled. No suspension overtakes a movement: a project's transition holds
-- the exclusive advisory lock (7302, project id) to its commit (apply-transition.ts),
-- a movement the shared one. A shared lock of the lock manager, not FOR SHARE:
-- every movement of a project share-locking its row would write a MultiXact and
-- a WAL record on that one row, the hottest point of the ledger under load.
CREATE FUNCTION "ledger_movable_issuance_kg"(p_issuance_id integer)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_project integer;
  v_kg bigint;
  v_state text;
BEGIN
  SELECT project_id INTO v_project FROM issuances WHERE id = p_issuance_id;
  PERFORM pg_advisory_xact_lock_shared(7302, v_project);
  SELECT i.quantity_kg, p.state INTO v_kg, v_state
    FROM issuances i JOIN projects p ON p.id = i.project_id
   WHERE i.id = p_issuance_id;
  IF v_state IN ('suspended', 'cancelled') THEN
    PERFORM ledger_refuse('ERROR_LEDGER_PROJECT_FROZEN', 400, jsonb_build_object('state', v_state));
  END IF;
  RETURN v_kg;
END;
$$;
--> statement-breakpoint
-- POST .../transfer (transfer-credits.ts): answers {answer, replayed,
-- isOutboxWritten}: credits received from another company notify its members
-- and write its mail to the outbox.
CREATE FUNCTION "ledger_transfer"(
  p_user_id integer, p_company_id integer, p_owner text, p_key text, p_request_hash text,
  p_block_id integer, p_quantity_kg bigint, p_is_kg boolean,
  p_to_company_id integer, p_sub_account_id integer, p_salts text[], p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_stored jsonb;
  v_block blocks;
  v_issuance_kg bigint;
  v_name text;
  v_state text;
  v_to integer;
  v_open boolean;
  v_after blocks[];
  v_movement integer;
  v_answer jsonb;
  v_received jsonb;
BEGIN
  IF NOT ledger_caller_permits(p_user_id, p_company_id) ? 'transfer' THEN
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
  SELECT c.name, c.state, a.id INTO v_name, v_state, v_to
    FROM companies c LEFT JOIN ledger_accounts a ON a.company_id = c.id AND a.kind = 'main'
   WHERE c.id = p_to_company_id;
  IF NOT FOUND THEN
    PERFORM ledger_refuse('ERROR_LEDGER_RECEIVER_NOT_FOUND', 404);
  END IF;
  IF v_state = 'suspended' THEN
    PERFORM ledger_refuse('ERROR_COMPANY_SUSPENDED', 403, jsonb_build_object('company', v_name));
  END IF;
  IF p_sub_account_id IS NULL THEN
    IF v_to IS NULL THEN
      INSERT INTO ledger_accounts (kind, company_id, name) VALUES ('main', p_to_company_id, '') ON CONFLICT DO NOTHING;
      SELECT id INTO v_to FROM ledger_accounts WHERE company_id = p_to_company_id AND kind = 'main';
    END IF;
  ELSE
    -- Shared: a close of the sub-account (FOR UPDATE) waits for this transfer, or this for it.
    SELECT id, is_open INTO v_to, v_open FROM ledger_accounts
     WHERE id = p_sub_account_id AND company_id = p_to_company_id AND kind = 'sub' FOR SHARE;
    IF NOT FOUND THEN
      PERFORM ledger_refuse('ERROR_LEDGER_SUB_ACCOUNT_NOT_FOUND', 404);
    END IF;
    IF NOT v_open THEN
      PERFORM ledger_refuse('ERROR_LEDGER_SUB_ACCOUNT_CLOSED', 400);
    END IF;
  END IF;
  IF v_to = v_block.account_id THEN
    PERFORM ledger_refuse('ERROR_LEDGER_SAME_ACCOUNT', 400);
  END IF;
  v_after := ledger_take(v_block, p_quantity_kg, v_to, v_block.status, v_block.divisible, p_now);
  v_movement := ledger_record('transfer', v_block, v_after, p_salts, v_issuance_kg, p_quantity_kg,
    v_block.account_id, v_to, p_company_id, p_user_id, NULL, p_now);
  IF p_to_company_id <> p_company_id THEN
    SELECT jsonb_build_object('movementId', v_movement, 'projectId', p.id, 'name', p.name, 'code', p.code,
             'quantityKg', p_quantity_kg, 'tonnes', trim_scale(p_quantity_kg::numeric / 1000), 'sender', s.name)
      INTO v_received
      FROM issuances i JOIN projects p ON p.id = i.project_id, companies s
     WHERE i.id = v_block.issuance_id AND s.id = p_company_id;
    INSERT INTO notifications (user_id, company_id, kind, payload)
    SELECT uc.user_id, p_to_company_id, 'creditsReceived', v_received
      FROM user_companies uc WHERE uc.company_id = p_to_company_id AND uc.active = 1;
    -- The receiver's mail leaves through the outbox (decision 029).
    INSERT INTO outbox (kind, payload, created_at, next_attempt_at)
    VALUES ('creditsReceivedMail', jsonb_build_object('receiverCompanyId', p_to_company_id,
      'received', v_received, 'inKg', p_is_kg), p_now, p_now);
  END IF;
  v_answer := jsonb_build_object('movementId', v_movement, 'serialId', (v_after[1]).id,
    'quantityKg', p_quantity_kg, 'accountId', v_to);
  IF p_key IS NOT NULL THEN
    PERFORM ledger_store_answer(p_company_id, p_owner, p_key, v_answer);
  END IF;
  RETURN jsonb_build_object('answer', v_answer, 'replayed', false, 'isOutboxWritten', v_received IS NOT NULL);
END;
$$;
--> statement-breakpoint
-- POST .../convert-to-kg (convert-to-kg.ts): whole tonnes split off and marked divisible.
CREATE FUNCTION "ledger_convert_to_kg"(
  p_user_id integer, p_company_id integer, p_owner text, p_key text, p_request_hash text,
  p_block_id integer, p_quantity_kg bigint, p_salts text[], p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_stored jsonb;
  v_block blocks;
  v_issuance_kg bigint;
  v_after blocks[];
  v_movement integer;
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
  IF v_block.divisible THEN
    PERFORM ledger_refuse('ERROR_LEDGER_ALREADY_DIVISIBLE', 400);
  END IF;
  v_after := ledger_take(v_block, p_quantity_kg, v_block.account_id, v_block.status, true, p_now);
  v_movement := ledger_record('convertToKg', v_block, v_after, p_salts, v_issuance_kg, p_quantity_kg,
    v_block.account_id, v_block.account_id, p_company_id, p_user_id, NULL, p_now);
  v_answer := jsonb_build_object('movementId', v_movement, 'serialId', (v_after[1]).id,
    'quantityKg', p_quantity_kg, 'accountId', v_block.account_id);
  IF p_key IS NOT NULL THEN
    PERFORM ledger_store_answer(p_company_id, p_owner, p_key, v_answer);
  END IF;
  RETURN jsonb_build_object('answer', v_answer, 'replayed', false);
END;
$$;
