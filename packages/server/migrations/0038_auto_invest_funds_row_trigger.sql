-- Auto-invest's "funds grew" trigger as a row trigger that a purchase never runs (issue 26, decision
-- 0027).
--
-- 0011 queued an investor from a statement trigger on ledger_entries with a transition table: every
-- INSERT of an entry (post_ledger_transaction() inserts its entries one statement each, so twice per
-- purchase) kept its rows in a tuplestore and ran a join of them with accounts and
-- auto_invest_strategies, whatever the posting.
--
-- The same event is visible on the account's row: post_ledger_transaction(), the only writer of
-- accounts.balance_cents (accounts_balance_guard, 0002), updates it once per entry by the entry's
-- amount, and the row carries the account's kind. So "an entry credits an investor's cash account" is
-- "an investor-cash row's balance grows", which a WHEN clause decides on the row alone, before any
-- function is called: a purchase debits the cash account (the balance falls) and credits the invested
-- account (not investor-cash), so it queues no trigger event at all. Deposits, repayments, interest,
-- buybacks, cancellations and returned payouts credit the cash account and run the function, which
-- queues the investor only with a strategy, as before (one row per credit, as before: 0011's DISTINCT
-- was per INSERT of one entry; handling a row twice is harmless, and the job handles each investor
-- once per batch). pg_notify of the same channel and payload is sent once per transaction.

DROP TRIGGER auto_invest_funds_grew ON ledger_entries;
DROP FUNCTION auto_invest_queue_funds();

CREATE FUNCTION auto_invest_queue_funds() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  INSERT INTO auto_invest_queue (user_id)
  SELECT s.user_id FROM auto_invest_strategies s WHERE s.user_id = NEW.user_id;
  IF FOUND THEN
    PERFORM pg_notify('auto_invest', '');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER auto_invest_funds_grew AFTER UPDATE OF balance_cents ON accounts
  FOR EACH ROW WHEN (NEW.kind = 'investor-cash' AND NEW.balance_cents > OLD.balance_cents)
  EXECUTE FUNCTION auto_invest_queue_funds();

-- ---------------------------------------------------------------------------------------------
-- The auto-invest engine's batch (src/modules/auto-invest/auto-invest.ts, buyBatch) locks the
-- receivable, then every account of its investors in ascending id order, then reads their cash under
-- those locks: three round trips more while it holds the receivable's lock, which every purchase of
-- that receivable waits for. This locks the accounts and returns the cash balances in one call, which
-- the batch makes in the statement that locks the receivable. The rows a locking SELECT returns are
-- their latest versions, so the balances are those under the locks (what lock_accounts() and a
-- second read gave).
CREATE FUNCTION lock_investor_accounts(p_user_ids bigint[]) RETURNS TABLE (user_id bigint, cash_cents bigint)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  RETURN QUERY
  WITH locked AS MATERIALIZED (
    SELECT a.user_id, a.kind, a.balance_cents FROM accounts a
     WHERE a.user_id = ANY (p_user_ids) AND a.kind IN ('investor-cash', 'investor-invested')
     ORDER BY a.id FOR UPDATE
  )
  SELECT l.user_id, l.balance_cents FROM locked l WHERE l.kind = 'investor-cash';
END $$;
REVOKE ALL ON FUNCTION lock_investor_accounts(bigint[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION lock_investor_accounts(bigint[]) TO invest_service;
