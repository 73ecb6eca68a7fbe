-- Keyset paging of the load-more lists (issue 26, decision 0025): each list reads the page after a
-- cursor as one range of an index in its order, `(keys) < (cursor's keys)`, LIMIT rows long, at any depth.
-- The notifications (notifications_user), the audit log (its primary key, and per user, action and actor)
-- and the per-investor withdrawals already have theirs; these are the orders of lists that had none and
-- can grow large:
--
--   withdrawals_requested    GET /ops/withdrawals: every investor's, newest request first
--   withdrawals_status_requested  the same of one status (the payout screen's tabs)
--   payout_batches_created   GET /ops/payouts: newest first
--   users_registered         GET /ops/investors?sort=registered
--   users_name               GET /ops/investors?sort=name (the registered name, lower case:
--                            src/modules/account/names.ts REGISTERED_NAME_SQL)
--
-- (sort=email reads users_email_key, sort=id the primary key.)

CREATE INDEX withdrawals_requested ON withdrawals (requested_at DESC, id DESC);
CREATE INDEX withdrawals_status_requested ON withdrawals (status, requested_at DESC, id DESC);
CREATE INDEX payout_batches_created ON payout_batches (created_at DESC, id DESC);
CREATE INDEX users_registered ON users (created_at, id);
CREATE INDEX users_name ON users (
  lower(CASE WHEN investor_type = 'Business' AND company_name IS NOT NULL
    THEN company_name ELSE first_name || ' ' || last_name END),
  id);
