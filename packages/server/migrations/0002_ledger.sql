-- The money core: accounts and a double-entry ledger in integer cents.
--
-- Sign convention: an entry's amount is signed from the account holder's point of view. An
-- investor's cash account is positive when the platform owes the investor money; system accounts
-- are the counterparties (e.g. `bank-transfers` goes negative by what investors have paid in).
-- Every ledger transaction's entries sum to zero.
--
-- Rules enforced here, not only in the service:
--   * entries of one transaction sum to zero and there are at least two (deferred constraint triggers);
--   * ledger rows are append-only (UPDATE/DELETE/TRUNCATE raise);
--   * accounts.balance_cents changes only inside post_ledger_transaction(), which locks the accounts
--     in ascending id order (a fixed order, so concurrent postings cannot deadlock) and writes the
--     cached balance and the entries in the same transaction.
-- Callers that must lock other rows (e.g. an investment's available amount) take those locks
-- before calling post_ledger_transaction().

CREATE TABLE bank_accounts (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  iban       text        NOT NULL CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
  bank_name  text        NOT NULL,
  is_main    boolean     NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, iban)
);
CREATE UNIQUE INDEX bank_accounts_one_main ON bank_accounts (user_id) WHERE is_main;

CREATE TABLE accounts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind           text        NOT NULL CHECK (kind IN ('investor-cash', 'system')),
  user_id        bigint      REFERENCES users (id),
  code           text        UNIQUE,
  currency       char(3)     NOT NULL DEFAULT 'EUR' CHECK (currency = 'EUR'),
  balance_cents  bigint      NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT accounts_system_has_code CHECK ((kind = 'system') = (code IS NOT NULL)),
  CONSTRAINT accounts_investor_has_user CHECK ((kind = 'system') = (user_id IS NULL))
);
CREATE UNIQUE INDEX accounts_user_kind ON accounts (user_id, kind) WHERE user_id IS NOT NULL;

INSERT INTO accounts (kind, code) VALUES
  ('system', 'bank-transfers'),     -- money entering or leaving by bank transfer
  ('system', 'originator-payments'), -- purchase prices paid to assignors, repayments received
  ('system', 'interest'),           -- interest earned by investors
  ('system', 'tax'),                -- tax withheld
  ('system', 'provider');           -- provider deductions and fees

CREATE TABLE ledger_transactions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text        NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'purchase', 'repayment', 'interest',
                                                   'tax', 'buyback', 'deduction', 'cancellation')),
  -- Business time of the movement (from the service clock); created_at is when it was written.
  occurred_at  timestamptz NOT NULL,
  description  text,
  -- A unique reference from outside (bank statement line, idempotency key) so nothing is booked twice.
  external_ref text        UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id      bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id          bigint NOT NULL REFERENCES accounts (id),
  amount_cents        bigint NOT NULL CHECK (amount_cents <> 0),
  -- The account's balance right after this entry (account history shows it without re-summing).
  balance_after_cents bigint NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

-- Bank transfers received for an investor (SPEC: deposits are always bank transfers).
CREATE TABLE deposits (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id               bigint      NOT NULL REFERENCES users (id),
  bank_account_id       bigint      REFERENCES bank_accounts (id),
  amount_cents          bigint      NOT NULL CHECK (amount_cents > 0),
  status                text        NOT NULL CHECK (status IN ('PENDING', 'PROCESSED', 'DECLINED')),
  received_at           timestamptz NOT NULL,
  ledger_transaction_id bigint      UNIQUE REFERENCES ledger_transactions (id),
  CONSTRAINT deposits_processed_is_booked CHECK ((status = 'PROCESSED') = (ledger_transaction_id IS NOT NULL))
);
CREATE INDEX deposits_user ON deposits (user_id, received_at DESC);

-- ---------------------------------------------------------------------------------------------
-- Append-only ledger.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
-- For roles other than the owner (the triggers also stop the owner).
REVOKE UPDATE, DELETE, TRUNCATE ON ledger_entries, ledger_transactions FROM PUBLIC;

-- Balanced transactions, checked at commit so the entries can be inserted one by one.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- One function for both tables: an entry names its transaction, a transaction is its own id.
  tx_id bigint := (to_jsonb(NEW) ->> CASE TG_TABLE_NAME WHEN 'ledger_entries' THEN 'transaction_id' ELSE 'id' END)::bigint;
  total numeric;
  n     integer;
BEGIN
  SELECT coalesce(sum(amount_cents), 0), count(*) INTO total, n FROM ledger_entries WHERE transaction_id = tx_id;
  IF total <> 0 OR n < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (sum % cents over % entries)', tx_id, total, n
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- Cached balances move only with the ledger.
CREATE FUNCTION accounts_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('invest.ledger_posting', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'accounts.balance_cents changes only through post_ledger_transaction()'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER accounts_balance_guard BEFORE UPDATE OF balance_cents ON accounts
  FOR EACH ROW WHEN (OLD.balance_cents IS DISTINCT FROM NEW.balance_cents)
  EXECUTE FUNCTION accounts_balance_guard();
CREATE TRIGGER accounts_no_delete BEFORE DELETE OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- The only way money moves. p_accounts/p_amounts are parallel arrays (one entry each, an account at
-- most once). With p_check_funds, investor cash accounts debited here must not end below zero
-- (SQLSTATE IV001); provider deductions pass false because a balance may become negative (SPEC §1).
CREATE FUNCTION post_ledger_transaction(
  p_kind         text,
  p_occurred_at  timestamptz,
  p_description  text,
  p_external_ref text,
  p_accounts     bigint[],
  p_amounts      bigint[],
  p_check_funds  boolean DEFAULT true
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  tx_id   bigint;
  i       integer;
  n       integer := coalesce(array_length(p_accounts, 1), 0);
  locked  integer;
  acc_kind text;
  new_bal bigint;
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

  INSERT INTO ledger_transactions (kind, occurred_at, description, external_ref)
  VALUES (p_kind, p_occurred_at, p_description, p_external_ref)
  RETURNING id INTO tx_id;

  PERFORM set_config('invest.ledger_posting', 'on', true);
  FOR i IN 1..n LOOP
    UPDATE accounts SET balance_cents = balance_cents + p_amounts[i]
    WHERE id = p_accounts[i]
    RETURNING balance_cents, kind INTO new_bal, acc_kind;
    IF p_check_funds AND p_amounts[i] < 0 AND new_bal < 0 AND acc_kind = 'investor-cash' THEN
      RAISE EXCEPTION 'insufficient funds on account %', p_accounts[i] USING ERRCODE = 'IV001';
    END IF;
    INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents)
    VALUES (tx_id, p_accounts[i], p_amounts[i], new_bal);
  END LOOP;
  PERFORM set_config('invest.ledger_posting', 'off', true);
  RETURN tx_id;
END $$;
