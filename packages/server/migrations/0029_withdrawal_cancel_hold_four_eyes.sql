-- Issue 21, item 4: an investor cancels a pending withdrawal, an operator holds a line, and two more
-- operator money steps follow four-eyes (a payout line marked REJECTED by hand, every deduction).
--
-- The life of a withdrawal (migration 0007) gains one end and one pause:
--   CANCELLED  the investor cancelled it while PENDING (not in a batch): withdrawals-pending → investor
--              cash, kind 'withdrawal' (a pair the ledger allows already, migration 0023), its
--              settle_transaction_id. Never again changed.
--   on hold    a PENDING withdrawal an operator holds (held_at, held_by, hold_reason): payout batches
--              leave it out until it is released. It stays PENDING; only a PENDING one can be held.
-- So the balance of withdrawals-pending still equals the sum of PENDING and SENT withdrawals.

ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('PENDING', 'SENT', 'PROCESSED', 'DECLINED', 'CANCELLED'));
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_settled;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_settled
  CHECK ((status IN ('PROCESSED', 'DECLINED', 'CANCELLED')) = (settle_transaction_id IS NOT NULL)
         AND (settle_transaction_id IS NULL) = (settled_at IS NULL));
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_in_batch;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_in_batch
  CHECK ((status IN ('PENDING', 'CANCELLED')) = (payout_batch_id IS NULL));

ALTER TABLE withdrawals
  ADD COLUMN held_at     timestamptz,
  ADD COLUMN held_by     bigint REFERENCES operators (id),
  ADD COLUMN hold_reason text CHECK (length(hold_reason) BETWEEN 3 AND 500),
  ADD CONSTRAINT withdrawals_hold CHECK ((held_at IS NULL) = (held_by IS NULL)
                                         AND (held_at IS NULL) = (hold_reason IS NULL)),
  ADD CONSTRAINT withdrawals_held_pending CHECK (held_at IS NULL OR status = 'PENDING');

-- The transitions of migration 0017 plus PENDING → CANCELLED; a cancelled withdrawal, like a settled
-- one, never changes.
CREATE OR REPLACE FUNCTION withdrawals_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.user_id IS DISTINCT FROM OLD.user_id
     OR NEW.bank_account_id IS DISTINCT FROM OLD.bank_account_id OR NEW.iban IS DISTINCT FROM OLD.iban
     OR NEW.amount_cents IS DISTINCT FROM OLD.amount_cents OR NEW.requested_at IS DISTINCT FROM OLD.requested_at
     OR NEW.reserve_transaction_id IS DISTINCT FROM OLD.reserve_transaction_id
     OR NEW.verification_id_hash IS DISTINCT FROM OLD.verification_id_hash THEN
    RAISE EXCEPTION 'a withdrawal''s investor, amount, account and reservation never change'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
       (OLD.status = 'PENDING' AND NEW.status IN ('SENT', 'CANCELLED'))
    OR (OLD.status = 'SENT' AND NEW.status IN ('PROCESSED', 'DECLINED'))
    OR (OLD.status = 'SENT' AND NEW.status = 'PENDING' AND EXISTS (
          SELECT 1 FROM payout_batches b WHERE b.id = OLD.payout_batch_id AND b.declined_at IS NOT NULL))) THEN
    RAISE EXCEPTION 'a withdrawal cannot go from % to %', OLD.status, NEW.status
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status IN ('PROCESSED', 'DECLINED', 'CANCELLED') AND NEW IS DISTINCT FROM OLD THEN
    RAISE EXCEPTION 'a settled withdrawal never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;

-- ---------------------------------------------------------------------------------------------
-- A payout line marked REJECTED by an operator without the bank's return in a statement: a request
-- a second operator approves (only then does the money return to the investor: the line becomes
-- DECLINED) or declines (the line stays SENT). At most one open request per line; the one who asked
-- never decides.
CREATE TABLE payout_line_rejections (
  id             bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id  bigint      NOT NULL REFERENCES withdrawals (id),
  reason         text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  status         text        NOT NULL CHECK (status IN ('PENDING_APPROVAL', 'APPROVED', 'DECLINED')),
  requested_by   bigint      NOT NULL REFERENCES operators (id),
  requested_at   timestamptz NOT NULL,
  decided_by     bigint      REFERENCES operators (id),
  decided_at     timestamptz,
  decline_reason text        CHECK (length(decline_reason) BETWEEN 1 AND 500),
  CONSTRAINT payout_line_rejections_four_eyes CHECK (decided_by IS DISTINCT FROM requested_by),
  CONSTRAINT payout_line_rejections_decided
    CHECK ((status = 'PENDING_APPROVAL') = (decided_by IS NULL) AND (decided_by IS NULL) = (decided_at IS NULL)),
  CONSTRAINT payout_line_rejections_declined CHECK ((status = 'DECLINED') = (decline_reason IS NOT NULL))
);
CREATE UNIQUE INDEX payout_line_rejections_open ON payout_line_rejections (withdrawal_id)
  WHERE status = 'PENDING_APPROVAL';
CREATE INDEX payout_line_rejections_status ON payout_line_rejections (status, id DESC);
GRANT SELECT, INSERT ON payout_line_rejections TO invest_service;
GRANT UPDATE (status, decided_by, decided_at, decline_reason) ON payout_line_rejections TO invest_service;

-- ---------------------------------------------------------------------------------------------
-- Every deduction waits for a second operator (there is no amount booked at once any more): a
-- deduction booked from now on names the operator who approved it. NOT VALID: the ones booked at
-- once before this migration keep their empty decided_by.
ALTER TABLE deductions ADD CONSTRAINT deductions_approved
  CHECK (status = 'PENDING_APPROVAL' OR decided_by IS NOT NULL) NOT VALID;
