-- Passkeys (issue 23, docs/decisions/0026-passkeys.md): WebAuthn credentials of investors and operators,
-- and the challenges their browsers sign (src/modules/verification/passkeys.ts).

-- One row per credential. Its owner is an investor or an operator, never both. `public_key` is the
-- COSE key the attestation carried; `counter` the authenticator's signature counter, checked to go
-- forward (a counter that goes backwards means a cloned key: refused and audited). `backed_up` and
-- `device_type` are the attestation's backup flags (a key synced between devices). The device is the
-- browser and system of the request that added it (the sessions list's parser), `name` what the owner
-- calls it.
CREATE TABLE passkeys (
  id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id        bigint      REFERENCES users (id) ON DELETE CASCADE,
  operator_id    bigint      REFERENCES operators (id) ON DELETE CASCADE,
  credential_id  bytea       NOT NULL UNIQUE CHECK (length(credential_id) BETWEEN 1 AND 1023),
  public_key     bytea       NOT NULL CHECK (length(public_key) BETWEEN 1 AND 2048),
  counter        bigint      NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports     text[]      NOT NULL DEFAULT '{}',
  device_type    text        NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up      boolean     NOT NULL,
  device_browser text        CHECK (length(device_browser) <= 64),
  device_os      text        CHECK (length(device_os) <= 64),
  device_mobile  boolean     NOT NULL DEFAULT false,
  name           text        NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  created_at     timestamptz NOT NULL,
  last_used_at   timestamptz,
  CONSTRAINT passkeys_one_owner CHECK ((user_id IS NULL) <> (operator_id IS NULL))
);
CREATE INDEX passkeys_user ON passkeys (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX passkeys_operator ON passkeys (operator_id, created_at DESC) WHERE operator_id IS NOT NULL;

-- A challenge lives 5 minutes and is used once: `UPDATE … SET used_at … WHERE used_at IS NULL
-- RETURNING` takes it atomically. Its id is a random secret only the client holds (stored as its
-- SHA-256, as a verification's). A sign-in's challenge has no owner (the browser offers whichever
-- passkey it holds); an enrolment's or a step-up's names its investor or operator. `purpose` is
-- `login`, `operator-login`, `registration` or the token type of the action it confirms, `binding` what
-- that action's SMS code would be bound to (amount and IBAN of a withdrawal, …).
CREATE TABLE passkey_challenges (
  id_hash     bytea       PRIMARY KEY CHECK (length(id_hash) = 32),
  challenge   text        NOT NULL CHECK (length(challenge) BETWEEN 16 AND 128),
  user_id     bigint      REFERENCES users (id) ON DELETE CASCADE,
  operator_id bigint      REFERENCES operators (id) ON DELETE CASCADE,
  purpose     text        NOT NULL CHECK (purpose IN ('login', 'operator-login', 'registration',
    'WITHDRAWAL_CONFIRMATION', 'TWO_FACTOR_CHANGE', 'DELETE_ACCOUNT', 'CHANGE_PASSWORD', 'AUTHENTICATOR_CHANGE',
    'PAYOUT_ACCOUNT_CHANGE', 'PURCHASE_CONFIRMATION', 'CANCELLATION_CONFIRMATION', 'AUTO_INVEST_CONFIRMATION',
    'PASSKEY_CHANGE')),
  binding     text        NOT NULL DEFAULT '' CHECK (length(binding) <= 512),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  CONSTRAINT passkey_challenges_owner CHECK (user_id IS NULL OR operator_id IS NULL),
  CONSTRAINT passkey_challenges_login_unowned CHECK ((purpose IN ('login', 'operator-login')) = (user_id IS NULL AND operator_id IS NULL))
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);

GRANT SELECT, INSERT, UPDATE, DELETE ON passkeys TO invest_service;
GRANT SELECT, INSERT, UPDATE, DELETE ON passkey_challenges TO invest_service;

-- The step-up purpose of adding and removing a passkey (an SMS code of its own).
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check CHECK (purpose IN (
  'WITHDRAWAL_CONFIRMATION', 'TWO_FACTOR_CHANGE', 'DELETE_ACCOUNT', 'CHANGE_PASSWORD', 'AUTHENTICATOR_CHANGE',
  'PAYOUT_ACCOUNT_CHANGE', 'PURCHASE_CONFIRMATION', 'CANCELLATION_CONFIRMATION', 'AUTO_INVEST_CONFIRMATION',
  'PASSKEY_CHANGE'));
