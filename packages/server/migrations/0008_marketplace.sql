-- The marketplace: originators, the receivables they assign to the platform, and investors'
-- purchases of parts of them (user investments, "holdings").
--
-- Money of a holding in the ledger (all amounts integer cents, DESIGN §3):
--   purchase      investor cash −X → investor invested +X       (kind 'purchase')
--   cancellation  investor invested −X → investor cash +X       (kind 'cancellation')
--   repayment     investor invested −P → investor cash +P       (kind 'repayment'; 'buyback' for the
--                                                               BG buyback, the insurer's payment too)
--   interest      system interest −I → investor cash +I         (kind 'interest')
--   tax           investor cash −T → system tax +T              (kind 'tax', personal investors)
--   write-off     investor invested −P → system losses +P       (kind 'write_off', non-payment)
-- So an investor's `investor-invested` account always equals the principal of their ACTIVE holdings,
-- and the total balance is cash + invested (+ funds reserved for withdrawals).

-- ---------------------------------------------------------------------------------------------
-- A second account per investor: the principal invested in receivables.
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check
  CHECK (kind IN ('investor-cash', 'investor-invested', 'system'));

CREATE FUNCTION open_investor_invested_account(p_user_id bigint) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  acc_id bigint;
BEGIN
  INSERT INTO accounts (kind, user_id) VALUES ('investor-invested', p_user_id)
  ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING
  RETURNING id INTO acc_id;
  IF acc_id IS NULL THEN
    SELECT id INTO acc_id FROM accounts WHERE user_id = p_user_id AND kind = 'investor-invested';
  END IF;
  RETURN acc_id;
END $$;
REVOKE ALL ON FUNCTION open_investor_invested_account(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION open_investor_invested_account(bigint) TO invest_service;

-- Principal lost when collection fails (non-payment of a receivable without protection).
INSERT INTO accounts (kind, code) VALUES ('system', 'losses');

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('deposit', 'withdrawal', 'purchase', 'repayment', 'interest', 'tax', 'buyback', 'deduction',
                  'cancellation', 'write_off'));

-- ---------------------------------------------------------------------------------------------
-- Originators (assignors): the companies whose receivables are offered.
CREATE TABLE originators (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name               text        NOT NULL CHECK (length(name) BETWEEN 2 AND 200),
  country_code       char(2)     NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  partner_since      date,
  -- From the credit rating company: probability of failure in percent, and its ranking.
  failure_score      numeric(5, 2) CHECK (failure_score BETWEEN 0 AND 100),
  credit_ranking     text        CHECK (credit_ranking ~ '^[A-Z][A-Z0-9+-]{0,4}$'),
  company_size       text        CHECK (company_size IN ('MICRO', 'SMALL', 'MEDIUM', 'LARGE')),
  employees          integer     CHECK (employees >= 0),
  total_income_cents bigint      CHECK (total_income_cents >= 0),
  created_by         bigint      REFERENCES operators (id),
  created_at         timestamptz NOT NULL
);
CREATE UNIQUE INDEX originators_name_key ON originators (lower(name));

-- ---------------------------------------------------------------------------------------------
-- Receivables on the marketplace (the contract's "investments").
CREATE TABLE receivables (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  number               text        NOT NULL UNIQUE CHECK (number ~ '^[A-Za-z0-9][A-Za-z0-9-]{0,39}$'),
  originator_id        bigint      NOT NULL REFERENCES originators (id),
  type                 text        NOT NULL CHECK (type IN ('invoiceFactoring', 'reverseFactoring', 'internationalFactoring')),
  total_cents          bigint      NOT NULL CHECK (total_cents > 0),
  -- What investors may still buy; a purchase lowers it under the row's lock, a cancellation raises it.
  available_cents      bigint      NOT NULL CHECK (available_cents BETWEEN 0 AND total_cents),
  -- Yearly interest rate in hundredths of a percent (9.5 % = 950).
  interest_rate_bp     integer     NOT NULL CHECK (interest_rate_bp BETWEEN 1 AND 10000),
  rank                 text        NOT NULL CHECK (rank ~ '^[A-E][+-]?$'),
  issued_on            date        NOT NULL,
  -- The current due date; extensions move it (at most 6 times, each by up to 30 days).
  maturity_on          date        NOT NULL,
  original_maturity_on date        NOT NULL,
  protection           text        CHECK (protection IN ('PG', 'BG')),
  -- The debtor's country.
  country              char(2)     NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  state                text        NOT NULL DEFAULT 'ACTIVE'
                                   CHECK (state IN ('ACTIVE', 'PAYING_OUT', 'LATE', 'COLLECTION', 'NON_PAYMENT',
                                                    'LOSS_EVENT', 'REPAID')),
  extensions           integer     NOT NULL DEFAULT 0 CHECK (extensions BETWEEN 0 AND 6),
  late_since           date,
  loss_event_on        date,
  -- Set when the available amount reaches zero: purchases are no longer cancelable.
  funded_at            timestamptz,
  listed_at            timestamptz NOT NULL,
  ended_at             timestamptz,
  created_by           bigint      REFERENCES operators (id),
  CONSTRAINT receivables_dates CHECK (original_maturity_on > issued_on AND maturity_on >= original_maturity_on),
  CONSTRAINT receivables_ended CHECK ((state IN ('REPAID', 'NON_PAYMENT')) = (ended_at IS NOT NULL))
);
-- The marketplace lists open receivables (ACTIVE with something available) by date, amount or rate.
CREATE INDEX receivables_open_date ON receivables (listed_at DESC, id DESC)
  WHERE state = 'ACTIVE' AND available_cents > 0;
CREATE INDEX receivables_open_amount ON receivables (available_cents, id)
  WHERE state = 'ACTIVE' AND available_cents > 0;
CREATE INDEX receivables_open_rate ON receivables (interest_rate_bp, id)
  WHERE state = 'ACTIVE' AND available_cents > 0;
CREATE INDEX receivables_originator ON receivables (originator_id);
-- The operator's list: newest listing first, optionally of one state.
CREATE INDEX receivables_state_listed ON receivables (state, listed_at DESC, id DESC);
-- The daily job walks receivables that are not ended.
CREATE INDEX receivables_live ON receivables (maturity_on) WHERE ended_at IS NULL;

-- ---------------------------------------------------------------------------------------------
-- Investors' purchases. The id is taken first (nextval) so the purchase's ledger posting can carry
-- `purchase:<id>` as its unique external reference.
CREATE TABLE user_investments (
  id                      bigint      GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  user_id                 bigint      NOT NULL REFERENCES users (id),
  receivable_id           bigint      NOT NULL REFERENCES receivables (id),
  amount_cents            bigint      NOT NULL CHECK (amount_cents > 0),
  -- The yearly rate this holding earns (hundredths of a percent): the receivable's, or the
  -- auto-invest strategy's when it bought the holding.
  interest_rate_bp        integer     NOT NULL CHECK (interest_rate_bp BETWEEN 1 AND 10000),
  auto_invest             boolean     NOT NULL DEFAULT false,
  status                  text        NOT NULL DEFAULT 'ACTIVE'
                                      CHECK (status IN ('ACTIVE', 'REPAID', 'BOUGHT_BACK', 'INSURED', 'WRITTEN_OFF',
                                                        'CANCELED')),
  bought_at               timestamptz NOT NULL,
  purchase_transaction_id bigint      NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  -- Interest earned to `accrued_through` (recomputed by the daily job, so running it twice is harmless).
  accrued_interest_cents  bigint      NOT NULL DEFAULT 0 CHECK (accrued_interest_cents >= 0),
  accrued_through         date,
  ended_at                timestamptz,
  -- The posting that returned (or wrote off) the principal.
  end_transaction_id      bigint      UNIQUE REFERENCES ledger_transactions (id),
  CONSTRAINT user_investments_ended CHECK ((status = 'ACTIVE') = (ended_at IS NULL)),
  CONSTRAINT user_investments_end_booked CHECK ((status = 'ACTIVE') = (end_transaction_id IS NULL))
);
CREATE INDEX user_investments_user ON user_investments (user_id, bought_at DESC, id DESC);
CREATE INDEX user_investments_receivable ON user_investments (receivable_id, id);
-- The marketplace marks what the caller holds (`invested`): one probe per listed receivable.
CREATE INDEX user_investments_held ON user_investments (user_id, receivable_id) WHERE status = 'ACTIVE';

-- ---------------------------------------------------------------------------------------------
-- Privileges of the service.
GRANT SELECT, INSERT, UPDATE ON originators TO invest_service;
GRANT SELECT, INSERT, UPDATE ON receivables TO invest_service;
GRANT SELECT, INSERT, UPDATE ON user_investments TO invest_service;
-- A purchase takes its id first (nextval) for the posting's external reference `purchase:<id>`.
GRANT USAGE ON SEQUENCE user_investments_id_seq TO invest_service;
