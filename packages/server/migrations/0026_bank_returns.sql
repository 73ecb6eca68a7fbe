-- The bank's reversals and returns in a statement (src/modules/deposits/reversals.ts,
-- docs/decisions/0015):
--   * a reversal of a credit (a DBIT entry with RvslInd true/1) undoes that credit's booking once:
--     the investor's deposit (their cash, as far as it reaches; the rest is owed through suspense),
--     or the open suspense line;
--   * a return of one of our payouts (a CRDT entry with RtrInf, the payout line's EndToEndId) gives
--     the money back to the investor once and marks the line DECLINED.
-- Each is one row here, claimed first in its transaction (unique bank_ref, like bank_credits); a
-- credit is reversed at most once (unique bank_credit_id) and a payout line returned at most once
-- (unique withdrawal_id), whichever bank message or shape reports it.
CREATE TABLE bank_returns (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank_ref              text        NOT NULL UNIQUE CHECK (length(bank_ref) BETWEEN 1 AND 300),
  kind                  text        NOT NULL CHECK (kind IN ('REVERSAL', 'RETURN')),
  message_type          text        NOT NULL CHECK (message_type IN ('camt.053', 'camt.054')),
  statement_id          text        NOT NULL,
  amount_cents          bigint      NOT NULL CHECK (amount_cents > 0),
  booked_on             date        NOT NULL,
  -- The bank's return reason code (RtrInf/Rsn/Cd, e.g. AC01), when it gave one.
  reason_code           text        CHECK (length(reason_code) <= 35),
  -- REVERSED / RETURNED: booked; UNMATCHED: nothing of ours matched, left for the operator.
  outcome               text        NOT NULL CHECK (outcome IN ('REVERSED', 'RETURNED', 'UNMATCHED')),
  bank_credit_id        bigint      UNIQUE REFERENCES bank_credits (id),
  withdrawal_id         bigint      UNIQUE REFERENCES withdrawals (id),
  -- What the investor's cash could not cover of a reversed deposit: owed, booked against suspense.
  shortfall_cents       bigint      NOT NULL DEFAULT 0 CHECK (shortfall_cents >= 0 AND shortfall_cents <= amount_cents),
  ledger_transaction_id bigint      UNIQUE REFERENCES ledger_transactions (id),
  imported_by           bigint      NOT NULL REFERENCES operators (id),
  imported_at           timestamptz NOT NULL,
  CONSTRAINT bank_returns_matched CHECK (
    (outcome = 'UNMATCHED') = (bank_credit_id IS NULL AND withdrawal_id IS NULL)),
  CONSTRAINT bank_returns_kind_target CHECK (
    (kind = 'REVERSAL' AND withdrawal_id IS NULL) OR (kind = 'RETURN' AND bank_credit_id IS NULL))
);
CREATE INDEX bank_returns_statement ON bank_returns (statement_id);
GRANT SELECT, INSERT ON bank_returns TO invest_service;

-- A reversed credit leaves the open suspense list and can no longer be assigned.
ALTER TABLE bank_credits ADD COLUMN reversed_at timestamptz;
DROP INDEX bank_credits_open_suspense;
CREATE INDEX bank_credits_open_suspense ON bank_credits (booked_on DESC, id DESC)
  WHERE suspense_reason IS NOT NULL AND deposit_id IS NULL AND reversed_at IS NULL;

-- The ledger's pairs of the undoing postings (kinds as the booking they undo):
INSERT INTO ledger_kind_pairs (kind, from_account, to_account) VALUES
  -- a reversed credit: out of the investor's cash, out of suspense (an open suspense line, or the
  -- part of a reversed deposit the investor's cash did not cover, then owed), back to the bank;
  ('deposit',    'investor-cash',  'bank-transfers'),
  ('deposit',    'suspense',       'bank-transfers'),
  -- an executed payout the beneficiary's bank returned: back to the investor's cash.
  ('withdrawal', 'bank-transfers', 'investor-cash');

-- The payment's own references as the bank reported them, so that a later reversal (booked on
-- another day, under its own entry reference) finds the credit it undoes.
ALTER TABLE bank_credits ADD COLUMN end_to_end_id text CHECK (length(end_to_end_id) <= 35);
ALTER TABLE bank_credits ADD COLUMN tx_id text CHECK (length(tx_id) <= 35);
CREATE INDEX bank_credits_end_to_end_id ON bank_credits (end_to_end_id) WHERE end_to_end_id IS NOT NULL;
CREATE INDEX bank_credits_tx_id ON bank_credits (tx_id) WHERE tx_id IS NOT NULL;
