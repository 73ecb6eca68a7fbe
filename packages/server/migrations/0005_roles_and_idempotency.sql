-- The service's own database role, reconciliation, alerts and idempotency keys.
--
-- Migrations (and the demo seed) run as the role that owns the schema. The running service connects
-- as a separate LOGIN role that is a member of `invest_service` (created here, NOLOGIN); it holds
-- only the privileges below. Whatever the service does — a bug, an SQL injection — it cannot write
-- ledger rows or balances except through post_ledger_transaction(), cannot open an account with
-- money in it, and cannot rewrite the audit log. See docs/decisions/0005-database-roles.md.

-- Roles are cluster-wide: several databases (test workers, staging beside production) may run this
-- migration at the same moment, so creating the role tolerates losing the race.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'invest_service') THEN
    CREATE ROLE invest_service NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;

-- ---------------------------------------------------------------------------------------------
-- Accounts: opened empty, and an account's holder, kind and code never change.
CREATE FUNCTION accounts_open_empty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance_cents <> 0 THEN
    RAISE EXCEPTION 'a new account starts at zero; money arrives only through post_ledger_transaction()'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER accounts_open_empty BEFORE INSERT ON accounts
  FOR EACH ROW EXECUTE FUNCTION accounts_open_empty();

CREATE FUNCTION accounts_identity_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.user_id IS DISTINCT FROM OLD.user_id
     OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.code IS DISTINCT FROM OLD.code
     OR NEW.currency IS DISTINCT FROM OLD.currency OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'an account''s owner, kind, code and currency never change'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER accounts_identity_fixed BEFORE UPDATE ON accounts
  FOR EACH ROW EXECUTE FUNCTION accounts_identity_fixed();

-- The service opens an investor's cash account only through this function (it may not INSERT).
CREATE FUNCTION open_investor_account(p_user_id bigint) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  acc_id bigint;
BEGIN
  INSERT INTO accounts (kind, user_id) VALUES ('investor-cash', p_user_id)
  ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING
  RETURNING id INTO acc_id;
  IF acc_id IS NULL THEN
    SELECT id INTO acc_id FROM accounts WHERE user_id = p_user_id AND kind = 'investor-cash';
  END IF;
  RETURN acc_id;
END $$;

-- Posting runs with the owner's rights (the service has no INSERT on ledger tables) and a fixed
-- search_path, so nothing the caller puts on its path (e.g. a temporary table) is picked up.
ALTER FUNCTION post_ledger_transaction(text, timestamptz, text, text, bigint[], bigint[], boolean)
  SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp;

REVOKE ALL ON FUNCTION post_ledger_transaction(text, timestamptz, text, text, bigint[], bigint[], boolean) FROM PUBLIC;
REVOKE ALL ON FUNCTION open_investor_account(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION post_ledger_transaction(text, timestamptz, text, text, bigint[], bigint[], boolean)
  TO invest_service;
GRANT EXECUTE ON FUNCTION open_investor_account(bigint) TO invest_service;

-- ---------------------------------------------------------------------------------------------
-- Reconciliation: every row returned is a mismatch (none means the ledger is consistent).
--   balance          an account's cached balance differs from the sum of its entries
--   running-balance  an entry's balance_after_cents differs from the running sum of its account
--   unbalanced       a transaction's entries do not sum to zero (or it has fewer than two)
--   total            all entries together do not sum to zero
CREATE FUNCTION ledger_reconciliation()
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
$$;
REVOKE ALL ON FUNCTION ledger_reconciliation() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION ledger_reconciliation() TO invest_service;

-- Durable record of what operations must look at (a reconciliation mismatch, …).
CREATE TABLE alerts (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind        text        NOT NULL,
  summary     text        NOT NULL,
  details     jsonb       NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL,
  resolved_at timestamptz
);
CREATE INDEX alerts_open ON alerts (created_at DESC) WHERE resolved_at IS NULL;

-- ---------------------------------------------------------------------------------------------
-- Idempotency keys (Stripe; draft-ietf-httpapi-idempotency-key-header), scoped per user. The row is
-- written in the same transaction as the request's effect, together with the first response.
CREATE TABLE idempotency_keys (
  user_id         bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key text        NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  operation_id    text        NOT NULL,
  -- sha256 of the operation, its path parameters and its body: the same key with another request is refused.
  request_hash    bytea       NOT NULL CHECK (length(request_hash) = 32),
  response_status integer     NOT NULL,
  response_body   text        NOT NULL,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);

-- ---------------------------------------------------------------------------------------------
-- Privileges of the service. Ordinary tables: what the service needs. Every table created after this
-- migration needs its own GRANT in its migration (test/roles.test.ts finds tables without one).
GRANT USAGE ON SCHEMA public TO invest_service;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO invest_service;

-- Money: read only; written by post_ledger_transaction() and open_investor_account().
REVOKE ALL ON ledger_transactions, ledger_entries, accounts FROM invest_service;
GRANT SELECT ON ledger_transactions, ledger_entries, accounts TO invest_service;
-- A deposit record is booked once and kept.
REVOKE DELETE ON deposits FROM invest_service;
-- The audit log is append-only for the service.
REVOKE ALL ON audit_log FROM invest_service;
GRANT SELECT, INSERT ON audit_log TO invest_service;
-- Schema bookkeeping belongs to the owner.
REVOKE ALL ON schema_migrations FROM invest_service;
-- Alerts are raised and resolved, never removed.
REVOKE DELETE ON alerts FROM invest_service;
