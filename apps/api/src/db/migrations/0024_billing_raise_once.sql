-- billing_raise (migration 0023) takes a transaction lock on the source
-- before it looks for the source's invoice, so two transactions raising the
-- same source at once (the yearly fee job on two instances) raise it once:
-- the second waits for the first's commit and then finds it, instead of
-- failing on the unique source. It also tells the company: each active
-- admin gets an `invoiceRaised` notification (the header bell's, leading to
-- /invoicing) with the total, in the same transaction as the invoice.
CREATE OR REPLACE FUNCTION "billing_raise"(
  p_company_id integer, p_kind text, p_source text, p_quantity_kg bigint, p_at timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_fee fees;
  v_subtotal bigint;
  v_tax bigint;
  v_year integer := extract(year FROM p_at AT TIME ZONE 'UTC')::integer;
  v_seq integer;
  v_id integer;
BEGIN
  SELECT * INTO v_fee FROM fees
  WHERE kind = p_kind AND valid_from <= (p_at AT TIME ZONE 'UTC')::date
  ORDER BY valid_from DESC LIMIT 1;
  IF v_fee.id IS NULL OR v_fee.amount_cents = 0 THEN
    RETURN NULL;
  END IF;
  -- One raise of a source at a time: a second waits here for the first's
  -- commit and then finds its invoice (two instances running the yearly job).
  PERFORM pg_advisory_xact_lock(hashtext('billing:' || p_source));
  IF EXISTS (SELECT 1 FROM invoices WHERE source = p_source) THEN
    RETURN NULL;
  END IF;
  v_subtotal := CASE WHEN p_quantity_kg IS NULL THEN v_fee.amount_cents
    ELSE round(v_fee.amount_cents::numeric * p_quantity_kg / 1000)::bigint END;
  v_tax := round(v_subtotal::numeric * v_fee.tax_rate_bp / 10000)::bigint;
  -- Last, so the counter's row is held for the least time.
  INSERT INTO invoice_counters (year, last) VALUES (v_year, 1)
  ON CONFLICT (year) DO UPDATE SET last = invoice_counters.last + 1
  RETURNING last INTO v_seq;
  INSERT INTO invoices (year, seq, company_id, kind, source, currency, quantity_kg, unit_cents,
    subtotal_cents, tax_rate_bp, tax_cents, total_cents, billing, issued_at, due_on)
  SELECT v_year, v_seq, c.id, p_kind, p_source, v_fee.currency, p_quantity_kg, v_fee.amount_cents,
    v_subtotal, v_fee.tax_rate_bp, v_tax, v_subtotal + v_tax,
    jsonb_build_object('name', c.name, 'platformId', c.company_id, 'documentNumber', c.document_number,
      'verificationDigit', c.verification_digit, 'address', c.address,
      'billingContactName', c.billing_contact_name, 'billingEmail', c.billing_email),
    p_at, ((p_at AT TIME ZONE 'UTC')::date + 30)
  FROM companies c WHERE c.id = p_company_id
  RETURNING id INTO v_id;
  INSERT INTO notifications (user_id, company_id, kind, payload, created_at)
  SELECT uc.user_id, c.id, 'invoiceRaised',
    jsonb_build_object('invoiceId', v_id, 'company', c.name,
      'total', trim(to_char((v_subtotal + v_tax) / 100.0, '999999999990.00')) || ' ' || v_fee.currency),
    p_at
  FROM user_companies uc
  JOIN users u ON u.id = uc.user_id
  JOIN companies c ON c.id = uc.company_id
  WHERE uc.company_id = p_company_id AND uc.is_admin = 1 AND uc.active = 1 AND u.active = 1;
  RETURN v_id;
END;
$$;
