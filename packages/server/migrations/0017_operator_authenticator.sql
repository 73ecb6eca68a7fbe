-- The operator's back office (issue 13), continued: every operator signs in with an authenticator
-- code, and a payout batch can be declined before it is approved (src/routes/ops.ts, src/payouts.ts).

-- ---------------------------------------------------------------------------------------------
-- An authenticator is required: an operator without one could sign in by password alone. Operators
-- created before this without a secret get a random one nobody knows (gen_random_uuid draws from the
-- server's strong random source), so they cannot sign in until `pnpm --filter @invest/server run
-- operator:reset-authenticator` gives them a new one to scan (src/operators.ts).
UPDATE operators
   SET totp_secret = substring(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) FROM 1 FOR 20)
 WHERE totp_secret IS NULL;
ALTER TABLE operators ALTER COLUMN totp_secret SET NOT NULL;
-- Stored encrypted from now on (src/secret-box.ts): key id, nonce, the 20-byte secret and the GCM tag,
-- 49 bytes. A 20-byte value is a secret in clear from before (or the one drawn above): the service
-- seals it at its next start, before it serves (src/operators.ts sealOperatorSecrets).
ALTER TABLE operators DROP CONSTRAINT operators_totp_secret_check;
ALTER TABLE operators ADD CONSTRAINT operators_totp_secret_length CHECK (length(totp_secret) IN (20, 49));

-- ---------------------------------------------------------------------------------------------
-- A payout batch not yet approved can be declined: withdrawn by the operator who made it, or refused
-- by a second operator (the checker). Its withdrawals leave it and are PENDING again, so the next batch
-- takes them; no money moved when the batch was made (the reservation stays in withdrawals-pending),
-- so nothing is booked. The batch keeps its document and totals as made; declined and approved
-- exclude each other.
ALTER TABLE payout_batches ADD COLUMN declined_by bigint REFERENCES operators (id);
ALTER TABLE payout_batches ADD COLUMN declined_at timestamptz;
ALTER TABLE payout_batches ADD COLUMN decline_reason text CHECK (length(decline_reason) BETWEEN 3 AND 500);
ALTER TABLE payout_batches ADD CONSTRAINT payout_batches_declined
  CHECK ((declined_by IS NULL) = (declined_at IS NULL) AND (declined_at IS NULL) = (decline_reason IS NULL));
ALTER TABLE payout_batches ADD CONSTRAINT payout_batches_approved_or_declined
  CHECK (approved_at IS NULL OR declined_at IS NULL);

-- A withdrawal moves forward only, except that one SENT in a batch that was declined goes back to
-- PENDING (out of the batch). Otherwise as migrations/0007.
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
       (OLD.status = 'PENDING' AND NEW.status = 'SENT')
    OR (OLD.status = 'SENT' AND NEW.status IN ('PROCESSED', 'DECLINED'))
    OR (OLD.status = 'SENT' AND NEW.status = 'PENDING' AND EXISTS (
          SELECT 1 FROM payout_batches b WHERE b.id = OLD.payout_batch_id AND b.declined_at IS NOT NULL))) THEN
    RAISE EXCEPTION 'a withdrawal cannot go from % to %', OLD.status, NEW.status
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status IN ('PROCESSED', 'DECLINED') AND NEW IS DISTINCT FROM OLD THEN
    RAISE EXCEPTION 'a settled withdrawal never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;

-- ---------------------------------------------------------------------------------------------
GRANT UPDATE (declined_by, declined_at, decline_reason) ON payout_batches TO invest_service;
