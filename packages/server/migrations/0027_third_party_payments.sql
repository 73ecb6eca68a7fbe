-- Third-party payments (issue 21, decision 0015): a statement credit that quotes an investor's
-- reference but comes from a payer whose name is not the investor's (src/modules/account/names.ts)
-- is not booked to the investor. It is held in suspense, like a credit that matched nobody, with the
-- reason 'third-party' and the investor it quoted, and waits in the operator's review list until an
-- operator books it to that investor (assigned_by/assigned_at, deposit_id, as a suspense assignment).
ALTER TABLE bank_credits DROP CONSTRAINT bank_credits_suspense_reason_check;
ALTER TABLE bank_credits ADD CONSTRAINT bank_credits_suspense_reason_check
  CHECK (suspense_reason IN ('no-reference', 'invalid-reference', 'unknown-investor', 'third-party'));
ALTER TABLE bank_credits ADD COLUMN quoted_user_id bigint REFERENCES users (id);
-- The investor is named exactly when the payer was a third party; a third-party credit becomes a
-- deposit of that investor only (checked against deposits by the booking code under the row lock).
ALTER TABLE bank_credits ADD CONSTRAINT bank_credits_third_party_quoted
  CHECK ((suspense_reason IS NOT DISTINCT FROM 'third-party') = (quoted_user_id IS NOT NULL));
CREATE INDEX bank_credits_open_third_party ON bank_credits (booked_on DESC, id DESC)
  WHERE suspense_reason = 'third-party' AND deposit_id IS NULL;
