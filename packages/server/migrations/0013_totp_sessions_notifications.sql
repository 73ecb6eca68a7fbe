-- Account security beyond SMS (issue 12): an authenticator app (TOTP, RFC 6238) with recovery codes
-- as a second way to confirm step-up actions, the list of active sessions with remote log-out, and
-- read/unread notifications with the account summary e-mail (src/totp.ts, src/authenticator.ts,
-- src/sessions.ts, src/notifications.ts).

-- ---------------------------------------------------------------------------------------------
-- One authenticator per investor. `secret` is the RFC 4226 shared key (20 random bytes): it leaves
-- the service once, in the answer that starts the enrolment, and is never logged. The enrolment counts
-- only once the first code from the app was right (`confirmed_at`); an unconfirmed row is replaced by
-- the next start. `last_step` is the 30-second step of the last accepted code: a code of that step or
-- an earlier one is refused (no replay within its window). `failed_tries` since `failed_since` throttle
-- guessing (src/authenticator.ts).
CREATE TABLE authenticators (
  user_id      bigint      PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret       bytea       NOT NULL CHECK (length(secret) = 20),
  created_at   timestamptz NOT NULL,
  confirmed_at timestamptz,
  last_step    bigint      NOT NULL DEFAULT 0,
  failed_tries integer     NOT NULL DEFAULT 0 CHECK (failed_tries >= 0),
  failed_since timestamptz
);

-- Ten recovery codes per confirmed enrolment, shown once; stored as SHA-256 (each has 50 random bits
-- plus the user's id in the hash, so a table of hashes is useless elsewhere), single use.
CREATE TABLE authenticator_recovery_codes (
  user_id   bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash bytea       NOT NULL CHECK (length(code_hash) = 32),
  used_at   timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- The step-up purpose of enrolling and removing an authenticator (an SMS code of its own).
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check CHECK (purpose IN (
  'WITHDRAWAL_CONFIRMATION', 'TWO_FACTOR_CHANGE', 'DELETE_ACCOUNT', 'CHANGE_PASSWORD', 'AUTHENTICATOR_CHANGE'));

-- ---------------------------------------------------------------------------------------------
-- Sessions: an access token is a session. The id names it in the sessions list (the token hash never
-- leaves the service); the device is the login's User-Agent (cut to 512 characters) and the place the
-- client's network (/24 of IPv4, /48 of IPv6), never a full address. `last_seen_at` is refreshed by
-- authenticated calls at most once a minute.
ALTER TABLE access_tokens ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE access_tokens ADD CONSTRAINT access_tokens_id_unique UNIQUE (id);
ALTER TABLE access_tokens ADD COLUMN user_agent text CHECK (length(user_agent) <= 512);
ALTER TABLE access_tokens ADD COLUMN network cidr;
ALTER TABLE access_tokens ADD COLUMN last_seen_at timestamptz;

-- ---------------------------------------------------------------------------------------------
-- Notifications are read once the investor opened them in the header menu.
ALTER TABLE notifications ADD COLUMN read_at timestamptz;
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;

-- The account summary e-mail (settings NONE/DAILY/WEEKLY/MONTHLY): one row per investor and period,
-- inserted in the transaction that queues the e-mail, so however many processes run the job, a period
-- is summarised once.
CREATE TABLE account_summaries (
  user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  frequency    text        NOT NULL CHECK (frequency IN ('DAILY', 'WEEKLY', 'MONTHLY')),
  period_start date        NOT NULL,
  period_end   date        NOT NULL CHECK (period_end >= period_start),
  sent_at      timestamptz NOT NULL,
  PRIMARY KEY (user_id, frequency, period_start)
);

-- ---------------------------------------------------------------------------------------------
GRANT SELECT, INSERT, UPDATE, DELETE ON authenticators TO invest_service;
GRANT SELECT, INSERT, UPDATE, DELETE ON authenticator_recovery_codes TO invest_service;
GRANT SELECT, INSERT ON account_summaries TO invest_service;
