-- The life of a receivable after it is listed (src/lifecycle.ts): what happened to it, when and by
-- whom, and the development clock that lets a tester run the calendar forward (src/dev-clock.ts).

-- ---------------------------------------------------------------------------------------------
-- Every step of a receivable's life, append-only: the daily job's transitions (actor 'system') and
-- the operator's records. `effective_on` is the business day the step took effect, which for the
-- job's transitions is computed from the dates (maturity, delay, loss event), so a job that ran late
-- records the same days as one that ran on time; `created_at` is when it was written.
CREATE TABLE receivable_events (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  receivable_id bigint      NOT NULL REFERENCES receivables (id),
  kind          text        NOT NULL CHECK (kind IN (
                  'MATURED',      -- ACTIVE → PAYING_OUT on the maturity day
                  'LATE',         -- PAYING_OUT → LATE the day after maturity, unpaid
                  'DELAY',        -- the operator recorded a delay (→ LATE)
                  'EXTENSION',    -- the operator moved the maturity date
                  'LOSS_EVENT',   -- the operator recorded a loss event
                  'COLLECTION',   -- recovery started
                  'REPAYMENT',    -- the originator paid (or collection recovered the money)
                  'INSURANCE',    -- the insurer paid a PG receivable
                  'BUYBACK',      -- the provider bought a BG receivable back
                  'WRITE_OFF')),  -- collection failed: principal written off
  effective_on  date        NOT NULL,
  from_state    text        NOT NULL,
  to_state      text        NOT NULL,
  -- Money paid (REPAYMENT, INSURANCE, BUYBACK) or written off (WRITE_OFF), in cents.
  amount_cents  bigint      CHECK (amount_cents >= 0),
  -- Days of an EXTENSION.
  days          integer     CHECK (days BETWEEN 1 AND 30),
  -- Holdings the step ended (paid, bought back, insured or written off).
  holdings      integer     CHECK (holdings >= 0),
  actor         text        NOT NULL CHECK (actor ~ '^(operator:[0-9]+|system)$'),
  created_at    timestamptz NOT NULL
);
CREATE INDEX receivable_events_receivable ON receivable_events (receivable_id, id);

CREATE FUNCTION receivable_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'receivable events are append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER receivable_events_append_only BEFORE UPDATE OR DELETE ON receivable_events
  FOR EACH ROW EXECUTE FUNCTION receivable_events_append_only();
CREATE TRIGGER receivable_events_no_truncate BEFORE TRUNCATE ON receivable_events
  FOR EACH STATEMENT EXECUTE FUNCTION receivable_events_append_only();

GRANT SELECT, INSERT ON receivable_events TO invest_service;

-- ---------------------------------------------------------------------------------------------
-- Ending a receivable's holdings posts several ledger transactions in one database transaction
-- (principal, interest, tax per holder). post_ledger_transaction() locks each posting's accounts in
-- ascending id order, but across postings the order would not be global (a holder's account, then
-- the low-numbered interest account, then the next holder's), so two endings with common holders
-- could deadlock. The caller locks every account it will touch first, in one ascending pass. The
-- service may not lock accounts itself (FOR UPDATE needs UPDATE rights it does not have): this
-- function does it with the owner's rights, and does nothing else. Returns how many it locked.
CREATE FUNCTION lock_accounts(p_ids bigint[]) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  locked integer;
BEGIN
  SELECT count(*) INTO locked FROM (
    SELECT id FROM accounts WHERE id = ANY (p_ids) ORDER BY id FOR UPDATE
  ) l;
  RETURN locked;
END $$;
REVOKE ALL ON FUNCTION lock_accounts(bigint[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION lock_accounts(bigint[]) TO invest_service;

-- ---------------------------------------------------------------------------------------------
-- Development only (DEV_CLOCK=1, refused in production): how far the service's clock runs ahead of
-- real time. One row, so every process of the service reads the same offset; it only grows.
CREATE TABLE dev_clock (
  id        boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint  NOT NULL DEFAULT 0 CHECK (offset_ms >= 0)
);
INSERT INTO dev_clock DEFAULT VALUES;

CREATE FUNCTION dev_clock_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.offset_ms < OLD.offset_ms THEN
    RAISE EXCEPTION 'the dev_clock only moves forward (% → % ms)', OLD.offset_ms, NEW.offset_ms
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER dev_clock_forward_only BEFORE UPDATE ON dev_clock
  FOR EACH ROW EXECUTE FUNCTION dev_clock_forward_only();

GRANT SELECT, UPDATE ON dev_clock TO invest_service;
