-- Operator money needs the bank's money behind it (DESIGN §3, issue 21; docs/decisions/0014):
--   * each originator has a ledger account of its own, fed only by the bank statement (its credits
--     are recognised by the originator's registered IBAN or payment reference, src/modules/deposits);
--   * a repayment draws from that account what it distributes, never more than arrived;
--   * a repayment with interest beyond the schedule waits for a second operator;
--   * post_ledger_transaction() accepts only the (from, to) account pairs each kind allows;
--   * the reconciliation checks every originator account against the credits and repayments recorded.
--
-- A repayment in the ledger (the investors' postings of migration 0008 are unchanged):
--   originator_repayment  originator −(P+I) → originator-payments +P, system interest +I
--   then per holding      invested → cash (repayment/buyback), interest → cash, cash → tax
-- so the interest account pays investors only what an originator's payment put into it first.

-- ---------------------------------------------------------------------------------------------
-- The originator's bank account (where its repayments come from) and its ledger account.
ALTER TABLE originators ADD COLUMN iban text CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$');
-- One originator per IBAN: a credit from it must name exactly one.
CREATE UNIQUE INDEX originators_iban_key ON originators (iban) WHERE iban IS NOT NULL;

ALTER TABLE accounts ADD COLUMN originator_id bigint REFERENCES originators (id);
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check
  CHECK (kind IN ('investor-cash', 'investor-invested', 'originator', 'system'));
ALTER TABLE accounts DROP CONSTRAINT accounts_investor_has_user;
ALTER TABLE accounts ADD CONSTRAINT accounts_investor_has_user
  CHECK ((kind IN ('investor-cash', 'investor-invested')) = (user_id IS NOT NULL));
ALTER TABLE accounts ADD CONSTRAINT accounts_originator_has_originator
  CHECK ((kind = 'originator') = (originator_id IS NOT NULL));
CREATE UNIQUE INDEX accounts_originator ON accounts (originator_id) WHERE originator_id IS NOT NULL;

CREATE OR REPLACE FUNCTION accounts_identity_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.user_id IS DISTINCT FROM OLD.user_id
     OR NEW.originator_id IS DISTINCT FROM OLD.originator_id
     OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.code IS DISTINCT FROM OLD.code
     OR NEW.currency IS DISTINCT FROM OLD.currency OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'an account''s owner, kind, code and currency never change'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;

-- As open_investor_account(): the service may not insert accounts.
CREATE FUNCTION open_originator_account(p_originator_id bigint) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  acc_id bigint;
BEGIN
  INSERT INTO accounts (kind, originator_id) VALUES ('originator', p_originator_id)
  ON CONFLICT (originator_id) WHERE originator_id IS NOT NULL DO NOTHING
  RETURNING id INTO acc_id;
  IF acc_id IS NULL THEN
    SELECT id INTO acc_id FROM accounts WHERE originator_id = p_originator_id AND kind = 'originator';
  END IF;
  RETURN acc_id;
END $$;
REVOKE ALL ON FUNCTION open_originator_account(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION open_originator_account(bigint) TO invest_service;

-- ---------------------------------------------------------------------------------------------
-- A credit of the statement booked to an originator (src/modules/deposits/deposits.ts).
ALTER TABLE bank_credits ADD COLUMN originator_id bigint REFERENCES originators (id);
ALTER TABLE bank_credits ADD CONSTRAINT bank_credits_originator_not_investor
  CHECK (originator_id IS NULL OR (suspense_reason IS NULL AND deposit_id IS NULL));
CREATE INDEX bank_credits_originator ON bank_credits (originator_id) WHERE originator_id IS NOT NULL;

CREATE OR REPLACE FUNCTION bank_credits_check_booked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM bank_credits
    WHERE id = NEW.id AND ledger_transaction_id IS NOT NULL
      AND (suspense_reason IS NOT NULL OR deposit_id IS NOT NULL OR originator_id IS NOT NULL)
  ) THEN
    RAISE EXCEPTION 'bank credit % is not booked', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;

-- ---------------------------------------------------------------------------------------------
-- Repayments recorded by operators (and the simulation). Within the schedule (the holders' interest
-- to the later of the maturity date and the day paid) one is booked at once; beyond it, it waits for
-- a second operator, who approves (booked then) or declines it. The draw from the originator's
-- account is `ledger_transaction_id` (none when nobody held the receivable: nothing to distribute).
CREATE TABLE receivable_repayments (
  id                    bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  receivable_id         bigint      NOT NULL REFERENCES receivables (id),
  -- Whose account it draws from (the receivable's originator when it was recorded).
  originator_id         bigint      NOT NULL REFERENCES originators (id),
  amount_cents          bigint      NOT NULL CHECK (amount_cents > 0),
  paid_on               date        NOT NULL,
  payer                 text        NOT NULL CHECK (payer IN ('ORIGINATOR', 'INSURER')),
  -- The schedule's amount on paid_on when it was recorded, shown to the approver.
  scheduled_cents       bigint      NOT NULL CHECK (scheduled_cents >= 0),
  status                text        NOT NULL CHECK (status IN ('PENDING_APPROVAL', 'BOOKED', 'DECLINED')),
  -- Null for the platform's own (the development simulation).
  requested_by          bigint      REFERENCES operators (id),
  requested_at          timestamptz NOT NULL,
  -- The second operator; null when booked at once.
  decided_by            bigint      REFERENCES operators (id),
  decided_at            timestamptz,
  decline_reason        text        CHECK (length(decline_reason) BETWEEN 1 AND 500),
  ledger_transaction_id bigint      UNIQUE REFERENCES ledger_transactions (id),
  CONSTRAINT receivable_repayments_four_eyes CHECK (decided_by IS NULL OR decided_by IS DISTINCT FROM requested_by),
  CONSTRAINT receivable_repayments_decided CHECK ((status = 'PENDING_APPROVAL') = (decided_at IS NULL)),
  CONSTRAINT receivable_repayments_declined CHECK ((status = 'DECLINED') = (decline_reason IS NOT NULL)),
  CONSTRAINT receivable_repayments_booked CHECK (ledger_transaction_id IS NULL OR status = 'BOOKED'),
  CONSTRAINT receivable_repayments_beyond_schedule_approved
    CHECK (status <> 'BOOKED' OR amount_cents <= scheduled_cents OR decided_by IS NOT NULL)
);
-- At most one repayment of a receivable waits for approval.
CREATE UNIQUE INDEX receivable_repayments_waiting ON receivable_repayments (receivable_id)
  WHERE status = 'PENDING_APPROVAL';
CREATE INDEX receivable_repayments_originator ON receivable_repayments (originator_id)
  WHERE ledger_transaction_id IS NOT NULL;
CREATE INDEX receivable_repayments_status ON receivable_repayments (status, id DESC);

-- ---------------------------------------------------------------------------------------------
-- The ledger's kinds: the two of the originator's money.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('deposit', 'withdrawal', 'purchase', 'repayment', 'interest', 'tax', 'buyback', 'deduction',
                  'cancellation', 'write_off', 'originator_credit', 'originator_repayment'));

-- The ledger's last line of defence: every posting the service makes, as the account money leaves
-- (`from_account`, its entry negative) and the account it enters (`to_account`, positive). An
-- account is named by its kind (investor-cash, investor-invested, originator) or, for a system
-- account, by its code. post_ledger_transaction() refuses a transaction with any pair not listed for
-- its kind, so no caller — the service's role included — can move money out of a system account
-- into an investor's under a kind that does not do that.
CREATE TABLE ledger_kind_pairs (
  kind         text NOT NULL,
  from_account text NOT NULL,
  to_account   text NOT NULL,
  PRIMARY KEY (kind, from_account, to_account),
  CHECK (from_account <> to_account)
);
INSERT INTO ledger_kind_pairs (kind, from_account, to_account) VALUES
  -- A statement credit quoting an investor's reference; one matching nobody; its later assignment.
  ('deposit',              'bank-transfers',      'investor-cash'),
  ('deposit',              'bank-transfers',      'suspense'),
  ('deposit',              'suspense',            'investor-cash'),
  -- A withdrawal reserved, then paid out by the bank or returned to the investor.
  ('withdrawal',           'investor-cash',       'withdrawals-pending'),
  ('withdrawal',           'withdrawals-pending', 'bank-transfers'),
  ('withdrawal',           'withdrawals-pending', 'investor-cash'),
  ('purchase',             'investor-cash',       'investor-invested'),
  ('cancellation',         'investor-invested',   'investor-cash'),
  -- A holding's principal back: repaid by its originator; bought back (BG) or paid by the insurer (PG).
  ('repayment',            'investor-invested',   'investor-cash'),
  ('buyback',              'investor-invested',   'investor-cash'),
  ('interest',             'interest',            'investor-cash'),
  ('tax',                  'investor-cash',       'tax'),
  ('write_off',            'investor-invested',   'losses'),
  ('deduction',            'investor-cash',       'provider'),
  ('originator_credit',    'bank-transfers',      'originator'),
  ('originator_repayment', 'originator',          'originator-payments'),
  ('originator_repayment', 'originator',          'interest');
REVOKE ALL ON ledger_kind_pairs FROM invest_service;
GRANT SELECT ON ledger_kind_pairs TO invest_service;

-- The posting function of 0002 (rights and search path of 0005), now also checking each pair of its
-- kind, and never taking an originator's account below zero: a repayment distributes only what
-- arrived (SQLSTATE IV001, as an investor's overdraft).
CREATE OR REPLACE FUNCTION post_ledger_transaction(
  p_kind         text,
  p_occurred_at  timestamptz,
  p_description  text,
  p_external_ref text,
  p_accounts     bigint[],
  p_amounts      bigint[],
  p_check_funds  boolean DEFAULT true
) RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  tx_id    bigint;
  i        integer;
  n        integer := coalesce(array_length(p_accounts, 1), 0);
  locked   integer;
  acc_kind text;
  new_bal  bigint;
  bad_from text;
  bad_to   text;
BEGIN
  IF n < 2 OR n <> coalesce(array_length(p_amounts, 1), 0) THEN
    RAISE EXCEPTION 'a ledger transaction needs at least two entries with one amount each' USING ERRCODE = 'check_violation';
  END IF;
  IF (SELECT count(DISTINCT a) FROM unnest(p_accounts) a) <> n THEN
    RAISE EXCEPTION 'an account may appear only once per ledger transaction' USING ERRCODE = 'check_violation';
  END IF;
  IF (SELECT sum(a) FROM unnest(p_amounts) a) <> 0 OR 0 = ANY (p_amounts) THEN
    RAISE EXCEPTION 'ledger entries must be non-zero and sum to zero' USING ERRCODE = 'check_violation';
  END IF;

  -- Fixed lock order: ascending account id.
  SELECT count(*) INTO locked FROM (
    SELECT id FROM accounts WHERE id = ANY (p_accounts) ORDER BY id FOR UPDATE
  ) l;
  IF locked <> n THEN
    RAISE EXCEPTION 'unknown account in ledger transaction' USING ERRCODE = 'foreign_key_violation';
  END IF;

  WITH entry AS (
    SELECT CASE WHEN a.kind = 'system' THEN a.code ELSE a.kind END AS account, e.amount
      FROM unnest(p_accounts, p_amounts) AS e(account_id, amount)
      JOIN accounts a ON a.id = e.account_id
  )
  SELECT f.account, t.account INTO bad_from, bad_to
    FROM entry f JOIN entry t ON f.amount < 0 AND t.amount > 0
   WHERE NOT EXISTS (SELECT 1 FROM ledger_kind_pairs k
                      WHERE k.kind = p_kind AND k.from_account = f.account AND k.to_account = t.account)
   LIMIT 1;
  IF bad_from IS NOT NULL THEN
    RAISE EXCEPTION 'a posting of kind % may not move money from % to %', p_kind, bad_from, bad_to
      USING ERRCODE = 'check_violation';
  END IF;

  INSERT INTO ledger_transactions (kind, occurred_at, description, external_ref)
  VALUES (p_kind, p_occurred_at, p_description, p_external_ref)
  RETURNING id INTO tx_id;

  PERFORM set_config('invest.ledger_posting', 'on', true);
  FOR i IN 1..n LOOP
    UPDATE accounts SET balance_cents = balance_cents + p_amounts[i]
    WHERE id = p_accounts[i]
    RETURNING balance_cents, kind INTO new_bal, acc_kind;
    IF p_amounts[i] < 0 AND new_bal < 0
       AND (acc_kind = 'originator' OR (p_check_funds AND acc_kind = 'investor-cash')) THEN
      RAISE EXCEPTION 'insufficient funds on account %', p_accounts[i] USING ERRCODE = 'IV001';
    END IF;
    INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents)
    VALUES (tx_id, p_accounts[i], p_amounts[i], new_bal);
  END LOOP;
  PERFORM set_config('invest.ledger_posting', 'off', true);
  RETURN tx_id;
END $$;

-- ---------------------------------------------------------------------------------------------
-- Reconciliation (0005) plus, per originator:
--   originator           its account's balance differs from its records: the credits booked to it
--                        (bank_credits) less the repayments drawn from it (receivable_repayments)
--   originator-negative  its account is below zero (a repayment distributed more than arrived)
CREATE OR REPLACE FUNCTION ledger_reconciliation()
RETURNS TABLE (problem text, account_id bigint, transaction_id bigint, entry_id bigint,
               expected_cents numeric, actual_cents numeric)
LANGUAGE sql STABLE SET search_path = pg_catalog, public, pg_temp AS $$
  SELECT 'balance', a.id, NULL::bigint, NULL::bigint, coalesce(s.total, 0), a.balance_cents::numeric
  FROM accounts a
  LEFT JOIN (SELECT e.account_id, sum(e.amount_cents) AS total FROM ledger_entries e GROUP BY e.account_id) s
    ON s.account_id = a.id
  WHERE a.balance_cents <> coalesce(s.total, 0)
  UNION ALL
  SELECT 'running-balance', r.account_id, r.transaction_id, r.id, r.running, r.balance_after_cents::numeric
  FROM (
    SELECT e.id, e.account_id, e.transaction_id, e.balance_after_cents,
           sum(e.amount_cents) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running
    FROM ledger_entries e
  ) r
  WHERE r.running <> r.balance_after_cents
  UNION ALL
  SELECT 'unbalanced', NULL, t.id, NULL, 0, coalesce(sum(e.amount_cents), 0)
  FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
  GROUP BY t.id
  HAVING coalesce(sum(e.amount_cents), 0) <> 0 OR count(e.id) < 2
  UNION ALL
  SELECT 'total', NULL, NULL, NULL, 0, x.total
  FROM (SELECT coalesce(sum(amount_cents), 0) AS total FROM ledger_entries) x
  WHERE x.total <> 0
  UNION ALL
  SELECT 'originator', o.account_id, NULL, NULL, o.recorded, o.balance
  FROM (
    SELECT a.id AS account_id, coalesce(a.balance_cents, 0)::numeric AS balance,
           (SELECT coalesce(sum(c.amount_cents), 0) FROM bank_credits c WHERE c.originator_id = g.id)
         - (SELECT coalesce(sum(p.amount_cents), 0) FROM receivable_repayments p
             WHERE p.originator_id = g.id AND p.ledger_transaction_id IS NOT NULL) AS recorded
    FROM originators g LEFT JOIN accounts a ON a.originator_id = g.id AND a.kind = 'originator'
  ) o
  WHERE o.balance <> o.recorded
  UNION ALL
  SELECT 'originator-negative', a.id, NULL, NULL, 0, a.balance_cents::numeric
  FROM accounts a
  WHERE a.kind = 'originator' AND a.balance_cents < 0
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges of the service.
GRANT SELECT, INSERT, UPDATE ON receivable_repayments TO invest_service;
