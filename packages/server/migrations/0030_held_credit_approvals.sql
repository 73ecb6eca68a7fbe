-- Issue 21, item 4: held bank money (a suspense credit that matched nobody, a third-party payment held
-- for review) moved to an investor above SUSPENSE_APPROVAL_ABOVE follows four-eyes, as payout batches,
-- deductions and rejected payout lines do (docs/decisions/0018).
--
-- An assignment (suspense) or booking (third-party payment) above the threshold books nothing: it is a
-- request, PENDING_APPROVAL, naming the operator who asked and the investor the money is for. A second
-- operator approves it (only then is the credit booked: deposit_id) or declines it with a reason (the
-- credit stays held for another assignment). CANCELLED: the bank took the credit back (a reversal in a
-- statement, src/modules/deposits/reversals.ts) before anyone decided; nobody decided it, so
-- decided_by stays empty. At most one open request per credit; the one who asked never decides.
CREATE TABLE held_credit_approvals (
  id             bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank_credit_id bigint      NOT NULL REFERENCES bank_credits (id),
  user_id        bigint      NOT NULL REFERENCES users (id),
  status         text        NOT NULL CHECK (status IN ('PENDING_APPROVAL', 'APPROVED', 'DECLINED', 'CANCELLED')),
  requested_by   bigint      NOT NULL REFERENCES operators (id),
  requested_at   timestamptz NOT NULL,
  decided_by     bigint      REFERENCES operators (id),
  decided_at     timestamptz,
  decline_reason text        CHECK (length(decline_reason) BETWEEN 1 AND 500),
  deposit_id     bigint      REFERENCES deposits (id),
  CONSTRAINT held_credit_approvals_four_eyes CHECK (decided_by IS DISTINCT FROM requested_by),
  CONSTRAINT held_credit_approvals_decided
    CHECK ((status = 'PENDING_APPROVAL') = (decided_at IS NULL)
           AND (status IN ('APPROVED', 'DECLINED')) = (decided_by IS NOT NULL)),
  CONSTRAINT held_credit_approvals_declined CHECK ((status = 'DECLINED') = (decline_reason IS NOT NULL)),
  CONSTRAINT held_credit_approvals_booked CHECK ((status = 'APPROVED') = (deposit_id IS NOT NULL))
);
CREATE UNIQUE INDEX held_credit_approvals_open ON held_credit_approvals (bank_credit_id)
  WHERE status = 'PENDING_APPROVAL';
CREATE INDEX held_credit_approvals_status ON held_credit_approvals (status, id DESC);
GRANT SELECT, INSERT ON held_credit_approvals TO invest_service;
GRANT UPDATE (status, decided_by, decided_at, decline_reason, deposit_id) ON held_credit_approvals TO invest_service;
