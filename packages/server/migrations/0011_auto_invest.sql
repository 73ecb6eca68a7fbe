-- Auto-invest (SPEC §1, §3 Auto-invest setting, §4 Strategy, §5 Custom strategy, §9): each investor's
-- one active strategy, and the work queue of the engine (src/auto-invest.ts).

-- ---------------------------------------------------------------------------------------------
-- The strategy. The presets (SHORT_TERM, LONG_TERM) are stored with their filters resolved, so the
-- engine matches every strategy with the same SQL. Choosing a strategy (POST) replaces the row and
-- is its confirmation: `confirmed_at` restarts the 2-year period and `fair_order` puts it behind every
-- strategy confirmed before it (the order the terms state: oldest confirmation first).
CREATE SEQUENCE auto_invest_fair_order;

CREATE TABLE auto_invest_strategies (
  user_id           bigint      PRIMARY KEY REFERENCES users (id),
  type              text        NOT NULL CHECK (type IN ('SHORT_TERM', 'LONG_TERM', 'CUSTOM')),
  -- Term buckets by the receivable's term in days: 30 = 1-30, 60 = 31-60, 90 = 61-90, 180 = over 90.
  term_days         integer[]   NOT NULL CHECK (cardinality(term_days) > 0 AND term_days <@ ARRAY[30, 60, 90, 180]),
  -- receivables.type values.
  loan_types        text[]      NOT NULL CHECK (cardinality(loan_types) > 0 AND loan_types
                                  <@ ARRAY['invoiceFactoring', 'reverseFactoring', 'internationalFactoring']),
  protections       text[]      NOT NULL CHECK (cardinality(protections) > 0 AND protections <@ ARRAY['PG', 'BG']),
  -- Yearly rate range in basis points (both or neither; the lower at least 1 % below the upper).
  rate_from_bp      integer     CHECK (rate_from_bp BETWEEN 0 AND 1500),
  rate_to_bp        integer     CHECK (rate_to_bp BETWEEN 0 AND 1500),
  -- The debtor's country; empty means every country.
  country_codes     text[]      NOT NULL DEFAULT '{}' CHECK (country_codes <@ ARRAY['AT', 'DE', 'SI']),
  -- Amount per receivable; null: up to the receivable's available amount.
  preferred_cents   bigint      CHECK (preferred_cents > 0),
  confirmed_at      timestamptz NOT NULL,
  fair_order        bigint      NOT NULL UNIQUE DEFAULT nextval('auto_invest_fair_order'),
  -- When the reconfirmation e-mail and notification went out for the current confirmation (once).
  reconfirm_sent_at timestamptz,
  created_at        timestamptz NOT NULL,
  CONSTRAINT auto_invest_rate_range CHECK (
    (rate_from_bp IS NULL) = (rate_to_bp IS NULL) AND (rate_from_bp IS NULL OR rate_from_bp + 100 <= rate_to_bp))
);
-- The engine's filters as array containment (`term_days @> ARRAY[60]`), which GIN answers.
CREATE INDEX auto_invest_strategies_filters ON auto_invest_strategies USING gin (term_days, loan_types, protections);
-- The daily reconfirmation job: confirmations old enough whose reminder has not gone out.
CREATE INDEX auto_invest_strategies_reconfirm ON auto_invest_strategies (confirmed_at) WHERE reconfirm_sent_at IS NULL;

-- Auto-invest buys into a receivable at most once per investor (the amounts of its round-robin
-- slices are one purchase), so a cancelled auto-invest purchase is not bought again by the engine
-- and two engine runs racing cannot both buy for the same investor.
CREATE UNIQUE INDEX user_investments_auto_invest_once ON user_investments (receivable_id, user_id) WHERE auto_invest;

-- ---------------------------------------------------------------------------------------------
-- The engine's work: a receivable to allocate (listed, or its available amount grew) or an
-- investor whose available funds grew (any credit to the cash account: deposit, repayment, interest,
-- buyback, cancellation, a rejected payout). Written by the triggers below in the transaction of the
-- change itself, so no path that moves money can forget it; a NOTIFY at commit wakes the job
-- (src/jobs.ts), which deletes the rows it handled. Handling a row twice is harmless.
CREATE TABLE auto_invest_queue (
  id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  receivable_id bigint      REFERENCES receivables (id),
  user_id       bigint      REFERENCES users (id),
  queued_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT auto_invest_queue_one_subject CHECK ((receivable_id IS NULL) <> (user_id IS NULL))
);

-- Row triggers whose WHEN clause is checked before any function runs: a purchase, which lowers the
-- available amount while holding the receivable's row lock, costs nothing here (pnpm bench's hot
-- receivable); only a listing or an amount that grew (a cancellation) queues the receivable.
CREATE FUNCTION auto_invest_queue_receivable() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM auto_invest_strategies) THEN
    INSERT INTO auto_invest_queue (receivable_id) VALUES (NEW.id);
    PERFORM pg_notify('auto_invest', '');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER auto_invest_receivable_listed AFTER INSERT ON receivables
  FOR EACH ROW WHEN (NEW.state = 'ACTIVE' AND NEW.available_cents > 0)
  EXECUTE FUNCTION auto_invest_queue_receivable();
CREATE TRIGGER auto_invest_receivable_freed AFTER UPDATE OF available_cents ON receivables
  FOR EACH ROW WHEN (NEW.state = 'ACTIVE' AND NEW.available_cents > OLD.available_cents)
  EXECUTE FUNCTION auto_invest_queue_receivable();

CREATE FUNCTION auto_invest_queue_funds() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  queued integer;
BEGIN
  INSERT INTO auto_invest_queue (user_id)
  SELECT DISTINCT a.user_id
    FROM new_rows e
    JOIN accounts a ON a.id = e.account_id AND a.kind = 'investor-cash'
    JOIN auto_invest_strategies s ON s.user_id = a.user_id
   WHERE e.amount_cents > 0;
  GET DIAGNOSTICS queued = ROW_COUNT;
  IF queued > 0 THEN
    PERFORM pg_notify('auto_invest', '');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER auto_invest_funds_grew AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auto_invest_queue_funds();

-- ---------------------------------------------------------------------------------------------
-- Privileges of the service.
GRANT SELECT, INSERT, UPDATE, DELETE ON auto_invest_strategies TO invest_service;
GRANT USAGE ON SEQUENCE auto_invest_fair_order TO invest_service;
-- The service also queues an investor itself when a strategy is chosen (its funds may already wait).
GRANT SELECT, INSERT, DELETE ON auto_invest_queue TO invest_service;
