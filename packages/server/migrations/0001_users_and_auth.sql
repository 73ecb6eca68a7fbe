-- Countries, investors, access tokens, password resets and the message outbox.
-- Times are timestamptz written from the service's injectable clock (never now() in business rules).

CREATE TABLE countries (
  code      char(2) PRIMARY KEY CHECK (code ~ '^[A-Z]{2}$'),
  name      text    NOT NULL,
  tel_code  text    NOT NULL CHECK (tel_code ~ '^\+[0-9]{1,4}$'),
  -- Only countries whose VAT numbers we can check carry a pattern (SPEC §3: only Slovenia).
  vat_regex text,
  enabled   boolean NOT NULL DEFAULT false
);
-- The registration wizard matches the country by name, case-insensitively.
CREATE UNIQUE INDEX countries_name_key ON countries (lower(name));

INSERT INTO countries (code, name, tel_code, vat_regex, enabled) VALUES
  ('SI', 'Slovenia', '+386', '^(SI)?[0-9]{8}$', true),
  ('AT', 'Austria', '+43', NULL, false),
  ('DE', 'Germany', '+49', NULL, false),
  ('HR', 'Croatia', '+385', NULL, false),
  ('IT', 'Italy', '+39', NULL, false),
  ('HU', 'Hungary', '+36', NULL, false),
  ('FR', 'France', '+33', NULL, false),
  ('NL', 'Netherlands', '+31', NULL, false),
  ('ES', 'Spain', '+34', NULL, false);

CREATE TABLE users (
  -- Investor ids start at 100001: the account number shown on bank transfers derives from them.
  id                        bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
  username                  text        NOT NULL CHECK (length(username) BETWEEN 3 AND 254),
  email                     text        NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  -- Argon2id PHC string (m=19456, t=2, p=1).
  password_hash             text        NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  investor_type             text        NOT NULL CHECK (investor_type IN ('Personal', 'Business')),
  first_name                text        NOT NULL,
  last_name                 text        NOT NULL,
  phone                     text        NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  date_of_birth             date,
  street_name               text,
  street_number             text,
  unit_number               text,
  postal_code               text,
  city                      text,
  country_code              char(2)     NOT NULL REFERENCES countries (code),
  -- Business investors: the company a legal representative registered.
  company_name              text,
  company_tax_no            text,
  company_street_and_number text,
  company_city              text,
  tax_no                    text,
  -- Identification by the provider: pending until the identity document is checked.
  status                    text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
  confirmed_at              timestamptz,
  email_confirmed_at        timestamptz,
  -- Blocking is orthogonal to identification: a confirmed investor who is locked out and resets
  -- the password must come back confirmed.
  blocked_at                timestamptz,
  blocked_reason            text CHECK (blocked_reason IN ('failed-logins', 'provider')),
  failed_login_count        integer     NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
  last_login_at             timestamptz,
  two_factor_enabled        boolean     NOT NULL DEFAULT false,
  language                  text        NOT NULL DEFAULT 'EN' CHECK (language IN ('EN', 'SL')),
  notify_account_summary    text        NOT NULL DEFAULT 'MONTHLY'
                            CHECK (notify_account_summary IN ('NONE', 'DAILY', 'WEEKLY', 'MONTHLY')),
  notify_deposits           boolean     NOT NULL DEFAULT true,
  notify_withdrawals        boolean     NOT NULL DEFAULT true,
  notify_news               boolean     NOT NULL DEFAULT false,
  notify_updates            boolean     NOT NULL DEFAULT true,
  -- Financial questionnaire (personal).
  funds_sources             text[]      NOT NULL DEFAULT '{}',
  annual_income             text,
  country_of_residence      char(2),
  -- Financial questionnaire (business).
  economic_activity         text,
  main_counterparty_origin  text,
  company_type              text,
  company_annual_income     text,
  available_income_percent  text,
  id_document_valid_to      date,
  created_at                timestamptz NOT NULL,
  updated_at                timestamptz NOT NULL,
  closed_at                 timestamptz,
  CONSTRAINT users_business_has_company CHECK ((investor_type = 'Business') = (company_name IS NOT NULL)),
  CONSTRAINT users_block_has_reason CHECK ((blocked_at IS NULL) = (blocked_reason IS NULL))
);
-- Case-insensitive uniqueness without the citext extension (works on any managed PostgreSQL).
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE access_tokens (
  -- sha256 of the opaque token; the token itself is never stored.
  token_hash bytea       PRIMARY KEY CHECK (length(token_hash) = 32),
  user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id  text        NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX access_tokens_user_live ON access_tokens (user_id) WHERE revoked_at IS NULL;

CREATE TABLE password_resets (
  id_hash    bytea       PRIMARY KEY CHECK (length(id_hash) = 32),
  user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX password_resets_user_open ON password_resets (user_id) WHERE used_at IS NULL;

-- E-mail and SMS are written here in the same transaction as the action that causes them and
-- delivered afterwards by a job, so a rolled-back action sends nothing and a crash loses nothing.
CREATE TABLE outbox (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel    text        NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient  text        NOT NULL,
  subject    text,
  body       text        NOT NULL,
  user_id    bigint      REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  sent_at    timestamptz,
  -- 'smtp' or 'dev-outbox' (no transport configured: kept for the development outbox page).
  transport  text,
  attempts   integer     NOT NULL DEFAULT 0,
  last_error text,
  CONSTRAINT outbox_email_has_subject CHECK (channel = 'sms' OR subject IS NOT NULL)
);
CREATE INDEX outbox_recipient ON outbox (lower(recipient), id DESC);
CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL;
