-- A purchase takes the receivable's row lock last (src/purchases.ts). Its statement books the ledger
-- (locking the investor's accounts) and writes the holding, the notification, the audit event and the
-- Idempotency-Key's response first, and only then lowers the receivable's available amount, so that
-- the lock which serialises every purchase of a receivable is held for that UPDATE and the commit
-- alone. pnpm bench, purchases on one hot receivable (docs/decisions/0012): 536–611 a second before
-- (0.29–0.33 of pgbench's TPC-B), 661–695 after (0.34–0.35).

-- 1. The holding's reference to its receivable is checked at commit. Checked at the INSERT, it would
--    take a KEY SHARE lock on the receivable's row before the UPDATE; a transaction waiting to lock
--    that row FOR UPDATE (a cancellation, the daily job, auto-invest) would then queue between the
--    two and deadlock with the purchase. At commit the purchase holds the row's lock itself.
ALTER TABLE user_investments ALTER CONSTRAINT user_investments_receivable_id_fkey
  DEFERRABLE INITIALLY DEFERRED;

-- 2. When the UPDATE finds the amount gone (another purchase took it meanwhile, or the receivable
--    closed), the statement has already written the rest: it calls this to fail as a whole, so
--    nothing of it stays. SQLSTATE IV002; the service answers with the reason it then reads
--    (investment-closed or exceeds-available-amount).
CREATE FUNCTION purchase_not_taken() RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the receivable no longer offers the amount of this purchase' USING ERRCODE = 'IV002';
END;
$$;
REVOKE ALL ON FUNCTION purchase_not_taken() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION purchase_not_taken() TO invest_service;
