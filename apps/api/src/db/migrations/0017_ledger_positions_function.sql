-- DESIGN.md 4.3 "Cost": a company's positions in one round trip. The API calls
-- ledger_positions in one statement: it checks the caller's membership, then
-- answers the list and the totals as the JSON text of PositionsResponse's
-- fields, read in one snapshot (a STABLE function sees its query's snapshot),
-- which the API passes on without parsing it (issue 18: the list of 5,000
-- blocks cost the API more than the movements between the reads).
--
-- The human serial of a block (formatSerial in serial.ts; serial.test.ts
-- checks both give the same text).
CREATE FUNCTION "ledger_serial"(
  p_prefix text, p_standard text, p_country text, p_project_code text,
  p_vintage integer, p_number integer, p_from_kg bigint, p_to_kg bigint, p_divisible boolean)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws('-', p_prefix, p_standard, p_country, p_project_code, p_vintage, p_number) || '-' ||
    CASE WHEN NOT p_divisible AND (p_from_kg - 1) % 1000 = 0 AND p_to_kg % 1000 = 0
      THEN ((p_from_kg - 1) / 1000 + 1) || '-' || (p_to_kg / 1000)
      ELSE p_from_kg || 'kg-' || p_to_kg || 'kg'
    END;
$$;
--> statement-breakpoint
-- GET .../positions (list-positions.ts): the company's active and locked
-- blocks, oldest first, at most p_limit (or only p_block_id), with how many
-- there are and their totals per project and vintage; 401 when the user or the
-- membership is no longer active.
CREATE FUNCTION "ledger_positions"(
  p_user_id integer, p_company_id integer, p_block_id integer, p_prefix text, p_limit integer)
RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  PERFORM 1 FROM user_companies uc JOIN users u ON u.id = uc.user_id
   WHERE uc.user_id = p_user_id AND uc.company_id = p_company_id AND uc.active = 1 AND u.active = 1;
  IF NOT FOUND THEN
    PERFORM ledger_refuse('ERROR_UNAUTHORIZED', 401);
  END IF;
  RETURN (
    WITH held AS (
      SELECT b.id, b.issuance_id, b.from_kg, b.to_kg, b.account_id, b.status, b.divisible,
             a.kind AS account_kind, a.name AS account_name
        FROM blocks b JOIN ledger_accounts a ON a.id = b.account_id
       WHERE a.company_id = p_company_id AND b.status IN ('active', 'locked')
    ), listed AS (
      SELECT * FROM held WHERE p_block_id IS NULL OR id = p_block_id ORDER BY id LIMIT p_limit
    ), totals AS (
      SELECT p.id AS "projectId", p.name AS "projectName", i.vintage,
             sum(h.to_kg - h.from_kg + 1) AS "quantityKg", count(*) AS blocks
        FROM held h JOIN issuances i ON i.id = h.issuance_id JOIN projects p ON p.id = i.project_id
       GROUP BY p.id, p.name, i.vintage
    )
    SELECT json_build_object(
      'positions', coalesce((
        SELECT json_agg(json_build_object(
          'serialId', l.id, 'projectId', p.id, 'projectName', p.name, 'issuanceId', l.issuance_id,
          'vintage', i.vintage,
          'serial', ledger_serial(p_prefix, coalesce(s.code, ''), coalesce(c.code, ''),
                                  coalesce(p.code, p.id::text), i.vintage, i.number,
                                  l.from_kg, l.to_kg, l.divisible),
          'quantityKg', l.to_kg - l.from_kg + 1, 'divisible', l.divisible, 'accountId', l.account_id,
          'subAccountId', CASE WHEN l.account_kind = 'sub' THEN l.account_id END,
          'accountName', CASE WHEN l.account_kind = 'sub' THEN l.account_name ELSE '' END,
          'status', l.status) ORDER BY l.id)
          FROM listed l
          JOIN issuances i ON i.id = l.issuance_id
          JOIN projects p ON p.id = i.project_id
          LEFT JOIN standards s ON s.id = p.standard_id
          LEFT JOIN countries c ON c.id = p.country_id), '[]'::json),
      'blockCount', (SELECT coalesce(sum(blocks), 0) FROM totals),
      'totals', coalesce((
        SELECT json_agg(json_build_object('projectId', t."projectId", 'projectName', t."projectName",
                                          'vintage', t.vintage, 'quantityKg', t."quantityKg")
                        ORDER BY t."projectName", t.vintage)
          FROM totals t), '[]'::json)
    )::text
  );
END;
$$;
--> statement-breakpoint
-- A plpgsql function keeps its statement's plan from one call to the next; a
-- SQL function called from one is planned again on every call (issue 18).
CREATE OR REPLACE FUNCTION "ledger_store_answer"(p_company_id integer, p_owner text, p_key text, p_answer jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE idempotency_keys SET answer = p_answer
   WHERE company_id = p_company_id AND owner = p_owner AND key = p_key;
END;
$$;
