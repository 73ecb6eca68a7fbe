-- The operator's back office (issue 13): measures on investors' profiles (block, restrict, close are
-- the provider's rights, terms §8), deductions from the balance with four-eyes approval above a
-- configured amount, and four-eyes approval of every payout batch (src/back-office.ts).

-- ---------------------------------------------------------------------------------------------
-- Restrictions: the investor may still sign in and see everything, but not buy (buyReceivable and
-- auto-invest refuse) or not withdraw (the withdrawal and its code refuse). `measure_reason` is what
-- the operator gave for the profile's current block or restriction (shown to operators; every change
-- is in the audit log with its reason).
ALTER TABLE users ADD COLUMN buying_restricted boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN withdrawing_restricted boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN measure_reason text CHECK (length(measure_reason) BETWEEN 1 AND 500);
ALTER TABLE users ADD COLUMN measure_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_measure_dated CHECK ((measure_reason IS NULL) = (measure_at IS NULL));

-- ---------------------------------------------------------------------------------------------
-- Deductions by the provider (terms §3, §8): investor cash → system `provider`, kind 'deduction',
-- without the funds check (the balance may become negative; the investor then settles it within 5
-- days of the notice, `negative_due_on`). Above the configured amount a deduction waits for a second
-- operator: the database itself refuses an approval by the operator who asked.
CREATE TABLE deductions (
  id                    bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id               bigint      NOT NULL REFERENCES users (id),
  amount_cents          bigint      NOT NULL CHECK (amount_cents > 0),
  reason                text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  status                text        NOT NULL CHECK (status IN ('PENDING_APPROVAL', 'BOOKED', 'REJECTED')),
  requested_by          bigint      NOT NULL REFERENCES operators (id),
  requested_at          timestamptz NOT NULL,
  -- The second operator who approved or rejected it; null for one booked at once (below the amount).
  decided_by            bigint      REFERENCES operators (id),
  decided_at            timestamptz,
  rejection_reason      text        CHECK (length(rejection_reason) BETWEEN 1 AND 500),
  ledger_transaction_id bigint      UNIQUE REFERENCES ledger_transactions (id),
  -- When the booking left the cash balance below zero: the day the debt must be settled by.
  negative_due_on       date,
  CONSTRAINT deductions_four_eyes CHECK (decided_by IS DISTINCT FROM requested_by),
  CONSTRAINT deductions_decided CHECK ((status = 'PENDING_APPROVAL') = (decided_at IS NULL)),
  CONSTRAINT deductions_booked CHECK ((status = 'BOOKED') = (ledger_transaction_id IS NOT NULL)),
  CONSTRAINT deductions_rejected CHECK ((status = 'REJECTED') = (rejection_reason IS NOT NULL)),
  CONSTRAINT deductions_due_when_booked CHECK (negative_due_on IS NULL OR status = 'BOOKED')
);
CREATE INDEX deductions_user ON deductions (user_id, id DESC);
CREATE INDEX deductions_pending ON deductions (id) WHERE status = 'PENDING_APPROVAL';

-- ---------------------------------------------------------------------------------------------
-- A payout batch's file is downloaded and its lines confirmed only after a second operator approved it.
ALTER TABLE payout_batches ADD COLUMN approved_by bigint REFERENCES operators (id);
ALTER TABLE payout_batches ADD COLUMN approved_at timestamptz;
ALTER TABLE payout_batches ADD CONSTRAINT payout_batches_four_eyes CHECK (approved_by IS DISTINCT FROM created_by);
ALTER TABLE payout_batches ADD CONSTRAINT payout_batches_approved CHECK ((approved_by IS NULL) = (approved_at IS NULL));

-- ---------------------------------------------------------------------------------------------
-- Operators sign in with an authenticator code (TOTP, src/totp.ts) once enrolled: `totp_secret` is
-- the RFC 4226 shared key; `totp_last_step` the 30-second step of the last accepted code (a code of
-- that step or an earlier one is refused, so an observed code cannot sign in again).
ALTER TABLE operators ADD COLUMN totp_secret bytea CHECK (length(totp_secret) = 20);
ALTER TABLE operators ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;

-- The audit log's list filters by time and by actor besides user and action (migration 0004).
CREATE INDEX audit_log_created ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_actor ON audit_log (actor, id DESC);

-- ---------------------------------------------------------------------------------------------
GRANT SELECT, INSERT, UPDATE ON deductions TO invest_service;
GRANT UPDATE (approved_by, approved_at) ON payout_batches TO invest_service;
