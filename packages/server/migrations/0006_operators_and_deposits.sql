-- Operators (the back office) and their tokens, money in from bank statements (camt.053/054), the
-- suspense account for credits that match no investor, and investors' notifications.

-- ---------------------------------------------------------------------------------------------
-- Operators are not investors: their own table, their own tokens. An operator token is never found
-- by the investor token lookup and an investor token never by the operator one, so neither works on
-- the other's calls. Operators are created by the schema owner (the seed, or a DBA): the service's
-- role may read and update them (login counters) but not create or delete them.
CREATE TABLE operators (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email              text        NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  name               text        NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- Argon2id PHC string (m=19456, t=2, p=1), as investors'.
  password_hash      text        NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  -- Five consecutive wrong passwords block the operator (src/lockout.ts); the owner unblocks.
  failed_login_count integer     NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
  blocked_at         timestamptz,
  last_login_at      timestamptz,
  created_at         timestamptz NOT NULL,
  disabled_at        timestamptz
);
CREATE UNIQUE INDEX operators_email_key ON operators (lower(email));

CREATE TABLE operator_tokens (
  -- sha256 of the opaque token; the token itself is never stored.
  token_hash  bytea       PRIMARY KEY CHECK (length(token_hash) = 32),
  operator_id bigint      NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX operator_tokens_operator_live ON operator_tokens (operator_id) WHERE revoked_at IS NULL;

-- ---------------------------------------------------------------------------------------------
-- Credits of the platform's bank account that match no investor are booked here at import (so the
-- ledger always matches the bank) and moved to an investor when an operator assigns them.
INSERT INTO accounts (kind, code) VALUES ('system', 'suspense');

-- Every credit imported from a bank statement, once: `bank_ref` is the bank's identity of the entry
-- (src/statements.ts). The row is inserted first in the booking's transaction (INSERT … ON CONFLICT
-- DO NOTHING), so a concurrent upload of the same entry waits for that transaction and then finds
-- the entry imported; the ledger's unique external_ref is the second guard.
CREATE TABLE bank_credits (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank_ref              text        NOT NULL UNIQUE CHECK (length(bank_ref) BETWEEN 1 AND 300),
  message_type          text        NOT NULL CHECK (message_type IN ('camt.053', 'camt.054')),
  statement_id          text        NOT NULL,
  amount_cents          bigint      NOT NULL CHECK (amount_cents > 0),
  booked_on             date        NOT NULL,
  -- What the payer sent: the creditor reference, the free text, who paid and from which account.
  reference             text,
  remittance            text,
  debtor_name           text,
  debtor_iban           text,
  debtor_bank           text,
  -- Why no investor matched; null when the credit was booked to an investor at import.
  suspense_reason       text        CHECK (suspense_reason IN ('no-reference', 'invalid-reference', 'unknown-investor')),
  -- The import's posting: bank-transfers → the investor's cash account, or → suspense.
  ledger_transaction_id bigint      UNIQUE REFERENCES ledger_transactions (id),
  -- The deposit the credit became (at import, or when assigned from suspense).
  deposit_id            bigint      UNIQUE REFERENCES deposits (id),
  imported_by           bigint      NOT NULL REFERENCES operators (id),
  imported_at           timestamptz NOT NULL,
  assigned_by           bigint      REFERENCES operators (id),
  assigned_at           timestamptz,
  CONSTRAINT bank_credits_assigned_from_suspense CHECK (assigned_at IS NULL OR suspense_reason IS NOT NULL),
  CONSTRAINT bank_credits_assignment_complete CHECK ((assigned_at IS NULL) = (assigned_by IS NULL))
);
CREATE INDEX bank_credits_open_suspense ON bank_credits (booked_on DESC, id DESC)
  WHERE suspense_reason IS NOT NULL AND deposit_id IS NULL;

-- The row is claimed before its posting exists (see above); by commit it must be booked, and a
-- matched credit must have its deposit. Checked at commit, like the ledger's balance.
CREATE FUNCTION bank_credits_check_booked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM bank_credits
    WHERE id = NEW.id AND ledger_transaction_id IS NOT NULL
      AND (suspense_reason IS NOT NULL OR deposit_id IS NOT NULL)
  ) THEN
    RAISE EXCEPTION 'bank credit % is not booked', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER bank_credits_booked AFTER INSERT OR UPDATE ON bank_credits
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bank_credits_check_booked();

-- ---------------------------------------------------------------------------------------------
-- Notifications of the header menu (contract: Notification {Id, type, date}), newest first.
CREATE TABLE notifications (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type       text        NOT NULL CHECK (type IN ('DEPOSIT_RECEIVED', 'WITHDRAWAL_PROCESSED', 'WITHDRAWAL_DECLINED',
                                                  'INVESTMENT_PURCHASED', 'INVESTMENT_REPAID', 'INVESTMENT_CANCELED',
                                                  'ACCOUNT_CONFIRMED', 'DOCUMENTS_REQUIRED', 'AUTO_INVEST_RECONFIRM',
                                                  'NEGATIVE_BALANCE', 'NEWS')),
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC, id DESC);

-- Deposits are listed newest first, by amount or by status (GET /deposits/{userId}).
CREATE INDEX deposits_user_amount ON deposits (user_id, amount_cents DESC, id DESC);

-- ---------------------------------------------------------------------------------------------
-- Privileges of the service (migration 0005 granted only the tables that existed then).
GRANT SELECT, UPDATE ON operators TO invest_service;
GRANT SELECT, INSERT, UPDATE ON operator_tokens TO invest_service;
-- A bank credit is imported once and kept.
GRANT SELECT, INSERT, UPDATE ON bank_credits TO invest_service;
GRANT SELECT, INSERT, UPDATE, DELETE ON notifications TO invest_service;
