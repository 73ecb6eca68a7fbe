-- Payouts only to the investor's own account (issue 21, docs/decisions/0013-second-factor-and-payout-account.md).
--
-- The payout account is the bank account flagged `is_main` (SPEC §3 mainBankAccount). Until now the
-- first account that paid money in became it; from now on the investor chooses it, with a code, in
-- the name the registration holds (the person's, or the company's for a business investor), and
-- withdrawals to it wait for a cooling-off: `withdrawals_from`. Accounts that only paid money in stay
-- rows of this table with `is_main` false (the payer check of deposits reads them).

ALTER TABLE bank_accounts
  -- The account holder's name as the investor entered it (their bank's spelling); the payout file's
  -- creditor name. NULL for accounts only known as payers, and once the profile is closed.
  ADD COLUMN holder_name text CHECK (length(holder_name) BETWEEN 2 AND 140),
  ADD COLUMN bic text CHECK (bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  -- When it last became the payout account, and from when money may be paid out to it (real time:
  -- a security timing, which the development clock does not move).
  ADD COLUMN payout_since timestamptz,
  ADD COLUMN withdrawals_from timestamptz,
  ADD CONSTRAINT bank_accounts_payout_dated CHECK (NOT is_main OR (payout_since IS NOT NULL AND withdrawals_from IS NOT NULL));

-- The accounts investors have today stay theirs, trusted: each paid money in (its bank named the
-- payer), so no cooling-off. The holder is the name the registration holds.
UPDATE bank_accounts b
   SET payout_since = b.created_at,
       withdrawals_from = b.created_at,
       holder_name = CASE
         WHEN u.closed_at IS NOT NULL THEN NULL
         WHEN u.investor_type = 'Business' AND u.company_name IS NOT NULL THEN u.company_name
         ELSE u.first_name || ' ' || u.last_name END
  FROM users u
 WHERE u.id = b.user_id AND b.is_main;

-- The creditor's name as the withdrawal was asked for (the payout file's Cdtr/Nm); NULL for earlier
-- withdrawals, which name the investor as registered.
ALTER TABLE withdrawals ADD COLUMN creditor_name text CHECK (length(creditor_name) BETWEEN 2 AND 140);

-- The codes of the new purposes: changing the payout account (always), and, with two-factor on, a
-- purchase, a cancellation and the choice of an auto-invest strategy.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check CHECK (purpose IN (
  'WITHDRAWAL_CONFIRMATION', 'TWO_FACTOR_CHANGE', 'DELETE_ACCOUNT', 'CHANGE_PASSWORD', 'AUTHENTICATOR_CHANGE',
  'PAYOUT_ACCOUNT_CHANGE', 'PURCHASE_CONFIRMATION', 'CANCELLATION_CONFIRMATION', 'AUTO_INVEST_CONFIRMATION'));
