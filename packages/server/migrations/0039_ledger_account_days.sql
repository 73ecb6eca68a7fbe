-- The dashboard's days flat at any history length (issue 26 deliverable 4, decision 0028): the per-day
-- totals of every investor account, kept by post_ledger_transaction() in the posting's own transaction as
-- the per-kind totals of 0035 are, so an investor's days (src/modules/dashboard/dashboard.ts: the series
-- of the four tiles, the ROI and returns behind GET /accountBalance) read one row per account, day and
-- kind instead of every entry (seconds for an account with a million entries, at every first call after
-- a movement).
--
--   ledger_account_days  one row per investor account (investor-cash, investor-invested), calendar day in
--                        Europe/Ljubljana (the platform's calendar, src/platform/calendar.ts) of the
--                        transaction's occurred_at, and ledger kind: how many entries and their signed sum
--
-- Written only by post_ledger_transaction() (owner's rights; the service reads it), backfilled here from
-- the entries, and checked against them by the nightly ledger_reconciliation():
--   day-total  an account's entries of a kind on a day sum to other than its row (expected: the entries)
--   day-count  the same sums but a different number of entries (expected/actual are counts there)
-- A new column ledger_day names the day of such a row (NULL on the other problems).

CREATE TABLE ledger_account_days (
  account_id  bigint NOT NULL REFERENCES accounts (id),
  day         date   NOT NULL,
  kind        text   NOT NULL,
  entry_count bigint NOT NULL CHECK (entry_count > 0),
  total_cents bigint NOT NULL,
  PRIMARY KEY (account_id, day, kind)
);
GRANT SELECT ON ledger_account_days TO invest_service;

-- No posting may land between the backfill and the new function (0035's reasoning).
LOCK TABLE ledger_entries IN SHARE MODE;

INSERT INTO ledger_account_days (account_id, day, kind, entry_count, total_cents)
SELECT e.account_id, (t.occurred_at AT TIME ZONE 'Europe/Ljubljana')::date, t.kind, count(*), sum(e.amount_cents)
  FROM ledger_entries e
  JOIN accounts a ON a.id = e.account_id AND a.kind IN ('investor-cash', 'investor-invested')
  JOIN ledger_transactions t ON t.id = e.transaction_id
 GROUP BY 1, 2, 3;

-- ---------------------------------------------------------------------------------------------
-- The posting function of 0035, now also adding each investor entry to its account's day.
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

  -- The per-kind totals of every account of the posting, in the same transaction. Each row belongs to
  -- one account whose row this transaction has locked above (ascending id), and nothing else writes
  -- these rows, so two postings never wait on each other here in an order the account locks did not
  -- already fix: no new deadlock, and the first posting of a kind on an account inserts its row
  -- without a race (ON CONFLICT only adds to it afterwards).
  INSERT INTO ledger_account_kind_totals AS k (account_id, kind, entry_count, total_cents)
  SELECT e.account_id, p_kind, 1, e.amount
    FROM unnest(p_accounts, p_amounts) AS e(account_id, amount)
   ORDER BY e.account_id
  ON CONFLICT (account_id, kind) DO UPDATE
     SET entry_count = k.entry_count + 1, total_cents = k.total_cents + EXCLUDED.total_cents;

  -- The same per Ljubljana day for the investors' own accounts (what the dashboard's days read). The
  -- rows belong to accounts this transaction has locked above, so the lock argument of the totals holds.
  INSERT INTO ledger_account_days AS d (account_id, day, kind, entry_count, total_cents)
  SELECT e.account_id, (p_occurred_at AT TIME ZONE 'Europe/Ljubljana')::date, p_kind, 1, e.amount
    FROM unnest(p_accounts, p_amounts) AS e(account_id, amount)
    JOIN accounts a ON a.id = e.account_id
   WHERE a.kind IN ('investor-cash', 'investor-invested')
   ORDER BY e.account_id
  ON CONFLICT (account_id, day, kind) DO UPDATE
     SET entry_count = d.entry_count + 1, total_cents = d.total_cents + EXCLUDED.total_cents;
  RETURN tx_id;
END $$;

-- ---------------------------------------------------------------------------------------------
-- Reconciliation (0035) plus the per-day totals against the entries (day-total, day-count); a new column
-- names the day, so the function is made anew (with its rights of 0005).
DROP FUNCTION ledger_reconciliation();
CREATE FUNCTION ledger_reconciliation()
RETURNS TABLE (problem text, account_id bigint, transaction_id bigint, entry_id bigint,
               expected_cents numeric, actual_cents numeric, ledger_kind text, ledger_day date)
LANGUAGE sql STABLE SET search_path = pg_catalog, public, pg_temp AS $$
  SELECT 'balance', a.id, NULL::bigint, NULL::bigint, coalesce(s.total, 0), a.balance_cents::numeric, NULL::text, NULL::date
  FROM accounts a
  LEFT JOIN (SELECT e.account_id, sum(e.amount_cents) AS total FROM ledger_entries e GROUP BY e.account_id) s
    ON s.account_id = a.id
  WHERE a.balance_cents <> coalesce(s.total, 0)
  UNION ALL
  SELECT 'running-balance', r.account_id, r.transaction_id, r.id, r.running, r.balance_after_cents::numeric, NULL, NULL
  FROM (
    SELECT e.id, e.account_id, e.transaction_id, e.balance_after_cents,
           sum(e.amount_cents) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running
    FROM ledger_entries e
  ) r
  WHERE r.running <> r.balance_after_cents
  UNION ALL
  SELECT 'unbalanced', NULL, t.id, NULL, 0, coalesce(sum(e.amount_cents), 0), NULL, NULL
  FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
  GROUP BY t.id
  HAVING coalesce(sum(e.amount_cents), 0) <> 0 OR count(e.id) < 2
  UNION ALL
  SELECT 'total', NULL, NULL, NULL, 0, x.total, NULL, NULL
  FROM (SELECT coalesce(sum(amount_cents), 0) AS total FROM ledger_entries) x
  WHERE x.total <> 0
  UNION ALL
  SELECT 'originator', o.account_id, NULL, NULL, o.recorded, o.balance, NULL, NULL
  FROM (
    SELECT a.id AS account_id, coalesce(a.balance_cents, 0)::numeric AS balance,
           (SELECT coalesce(sum(c.amount_cents), 0) FROM bank_credits c WHERE c.originator_id = g.id)
         - (SELECT coalesce(sum(p.amount_cents), 0) FROM receivable_repayments p
             WHERE p.originator_id = g.id AND p.ledger_transaction_id IS NOT NULL) AS recorded
    FROM originators g LEFT JOIN accounts a ON a.originator_id = g.id AND a.kind = 'originator'
  ) o
  WHERE o.balance <> o.recorded
  UNION ALL
  SELECT 'originator-negative', a.id, NULL, NULL, 0, a.balance_cents::numeric, NULL, NULL
  FROM accounts a
  WHERE a.kind = 'originator' AND a.balance_cents < 0
  UNION ALL
  SELECT 'payer-returns', a.id, NULL, NULL, p.open, a.balance_cents::numeric, NULL, NULL
  FROM accounts a,
       (SELECT coalesce(sum(amount_cents), 0)::numeric AS open FROM payer_returns
         WHERE status IN ('PENDING', 'SENT')) p
  WHERE a.code = 'payer-returns-pending' AND a.balance_cents <> p.open
  UNION ALL
  SELECT CASE WHEN coalesce(e.total, 0) <> coalesce(k.total_cents, 0) THEN 'kind-total' ELSE 'kind-count' END,
         coalesce(e.account_id, k.account_id), NULL, NULL,
         CASE WHEN coalesce(e.total, 0) <> coalesce(k.total_cents, 0) THEN coalesce(e.total, 0) ELSE coalesce(e.n, 0) END,
         CASE WHEN coalesce(e.total, 0) <> coalesce(k.total_cents, 0) THEN coalesce(k.total_cents, 0) ELSE coalesce(k.entry_count, 0) END,
         coalesce(e.kind, k.kind), NULL
  FROM (SELECT le.account_id, lt.kind, sum(le.amount_cents) AS total, count(*) AS n
          FROM ledger_entries le JOIN ledger_transactions lt ON lt.id = le.transaction_id
         GROUP BY le.account_id, lt.kind) e
  FULL JOIN ledger_account_kind_totals k ON k.account_id = e.account_id AND k.kind = e.kind
  WHERE coalesce(e.total, 0) <> coalesce(k.total_cents, 0) OR coalesce(e.n, 0) <> coalesce(k.entry_count, 0)
  UNION ALL
  SELECT CASE WHEN coalesce(e.total, 0) <> coalesce(d.total_cents, 0) THEN 'day-total' ELSE 'day-count' END,
         coalesce(e.account_id, d.account_id), NULL, NULL,
         CASE WHEN coalesce(e.total, 0) <> coalesce(d.total_cents, 0) THEN coalesce(e.total, 0) ELSE coalesce(e.n, 0) END,
         CASE WHEN coalesce(e.total, 0) <> coalesce(d.total_cents, 0) THEN coalesce(d.total_cents, 0) ELSE coalesce(d.entry_count, 0) END,
         coalesce(e.kind, d.kind), coalesce(e.day, d.day)
  FROM (SELECT le.account_id, (lt.occurred_at AT TIME ZONE 'Europe/Ljubljana')::date AS day, lt.kind,
               sum(le.amount_cents) AS total, count(*) AS n
          FROM ledger_entries le
          JOIN accounts a ON a.id = le.account_id AND a.kind IN ('investor-cash', 'investor-invested')
          JOIN ledger_transactions lt ON lt.id = le.transaction_id
         GROUP BY 1, 2, 3) e
  FULL JOIN ledger_account_days d ON d.account_id = e.account_id AND d.day = e.day AND d.kind = e.kind
  WHERE coalesce(e.total, 0) <> coalesce(d.total_cents, 0) OR coalesce(e.n, 0) <> coalesce(d.entry_count, 0)
$$;
REVOKE ALL ON FUNCTION ledger_reconciliation() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION ledger_reconciliation() TO invest_service;
