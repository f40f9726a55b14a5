-- Billing (DESIGN.md 4.5): the certifier's fee schedule, and invoices raised
-- by the events they price, numbered without gaps in the event's own
-- transaction. An invoice's number is {REGISTRY_PREFIX}-INV-{year}-{seq}: the
-- prefix is configuration, so the rows keep the year and the sequence.
CREATE TABLE "fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"valid_from" date NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fees_kind" CHECK ("kind" in ('accountOpening', 'yearlyAccount', 'issuanceLevy', 'retirementFee')),
	CONSTRAINT "fees_amount" CHECK ("amount_cents" >= 0),
	CONSTRAINT "fees_tax_rate" CHECK ("tax_rate_bp" between 0 and 10000),
	CONSTRAINT "fees_kind_from" UNIQUE ("kind", "valid_from")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"kind" text NOT NULL,
	-- What raised it, once: movement:{id}, retirement:{id}, company:{id}, year:{y}:{company}.
	"source" text NOT NULL UNIQUE,
	"state" text DEFAULT 'issued' NOT NULL,
	"state_reason" text,
	"currency" text NOT NULL,
	"quantity_kg" bigint,
	"unit_cents" bigint NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	-- The company's billing data as it was when the invoice was raised.
	"billing" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"proof" jsonb,
	"proof_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_number" UNIQUE ("year", "seq"),
	CONSTRAINT "invoices_state" CHECK ("state" in ('issued', 'pendingConfirmation', 'paid', 'void'))
);
--> statement-breakpoint
CREATE INDEX "invoices_company" ON "invoices" USING btree ("company_id", "id");
--> statement-breakpoint
CREATE INDEX "invoices_state_id" ON "invoices" USING btree ("state", "id");
--> statement-breakpoint
-- Raises the invoice of one priced event for a company, in the caller's
-- transaction: the fee of its kind in force on the event's day (none, or 0:
-- no invoice), per tonne for a quantity (rounded to the cent), the tax, the
-- company's billing data, and the next number of the year under the
-- counter's row lock (held until commit, so numbers never skip or repeat).
-- A source already invoiced raises nothing. Answers the invoice's id or null.
CREATE FUNCTION "billing_raise"(
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
  RETURN v_id;
END;
$$;
--> statement-breakpoint
-- The issuance levy: an issue movement into a company's account.
CREATE FUNCTION "billing_on_issue"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_company integer;
BEGIN
  SELECT company_id INTO v_company FROM ledger_accounts WHERE id = NEW.to_account_id;
  IF v_company IS NOT NULL THEN
    PERFORM billing_raise(v_company, 'issuanceLevy', 'movement:' || NEW.id, NEW.quantity_kg, NEW.created_at);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "movements_issuance_levy" AFTER INSERT ON "movements"
FOR EACH ROW WHEN (NEW.kind = 'issue') EXECUTE FUNCTION "billing_on_issue"();
--> statement-breakpoint
-- The retirement fee: a retirement of the company's credits.
CREATE FUNCTION "billing_on_retirement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM billing_raise(NEW.company_id, 'retirementFee', 'retirement:' || NEW.id, NEW.quantity_kg, NEW.created_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "retirements_fee" AFTER INSERT ON "retirements"
FOR EACH ROW EXECUTE FUNCTION "billing_on_retirement"();
