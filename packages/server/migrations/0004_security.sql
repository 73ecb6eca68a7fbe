-- Security state that must hold across server processes: rate limits, failed logins of unknown
-- usernames, the audit log, and the outbox's retention of secrets.

-- ---------------------------------------------------------------------------------------------
-- Rate limits: one fixed-window counter per (limit, key), updated by one atomic upsert, so every
-- server process sees the same count. Keys are client IPs or SHA-256 digests of e-mail addresses and
-- phone numbers (no personal data in clear); `global` for platform-wide budgets.
CREATE TABLE rate_limits (
  bucket     text        NOT NULL CHECK (length(bucket) BETWEEN 1 AND 64),
  key        text        NOT NULL CHECK (length(key) BETWEEN 1 AND 128),
  hits       integer     NOT NULL CHECK (hits >= 0),
  window_end timestamptz NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX rate_limits_expiry ON rate_limits (window_end);

-- ---------------------------------------------------------------------------------------------
-- Wrong passwords for usernames that have no profile are counted like real ones, so that after five
-- an unknown e-mail answers exactly as a blocked profile does (nothing reveals which e-mails exist).
CREATE TABLE unknown_login_failures (
  username_hash bytea       PRIMARY KEY CHECK (length(username_hash) = 32),
  failed_count  integer     NOT NULL CHECK (failed_count >= 0),
  updated_at    timestamptz NOT NULL
);
CREATE INDEX unknown_login_failures_age ON unknown_login_failures (updated_at);

-- ---------------------------------------------------------------------------------------------
-- The audit log: who did what, when, from where (IP, request id). Append-only for everyone: rows are
-- never updated or deleted (the service's role has only SELECT and INSERT, see 0005; this trigger
-- stops the owner too). Never a password, token, code or link in `details`.
CREATE TABLE audit_log (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The investor the event is about (null: an unknown username, a system event).
  user_id    bigint      REFERENCES users (id) ON DELETE SET NULL,
  -- Who acted: 'user:<id>', 'anonymous', 'system' (later 'operator:<id>').
  actor      text        NOT NULL CHECK (length(actor) BETWEEN 1 AND 64),
  action     text        NOT NULL CHECK (action ~ '^[a-z][a-z0-9.-]{1,63}$'),
  ip         text,
  request_id text,
  details    jsonb       NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX audit_log_user ON audit_log (user_id, id DESC);
CREATE INDEX audit_log_action ON audit_log (action, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The foreign key's ON DELETE SET NULL (a profile erased by law) is the one permitted change.
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NULL AND OLD.user_id IS NOT NULL
     AND NEW.id = OLD.id AND NEW.actor = OLD.actor AND NEW.action = OLD.action
     AND NEW.ip IS NOT DISTINCT FROM OLD.ip AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id
     AND NEW.details = OLD.details AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE FUNCTION audit_log_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_no_truncate();

-- ---------------------------------------------------------------------------------------------
-- Outbox retention: bodies hold links and codes. Once a real transport delivered a message (or a
-- development message has outlived its codes), a job clears the body and records when.
ALTER TABLE outbox ADD COLUMN purged_at timestamptz;
CREATE INDEX outbox_unpurged ON outbox (sent_at) WHERE purged_at IS NULL AND sent_at IS NOT NULL;
