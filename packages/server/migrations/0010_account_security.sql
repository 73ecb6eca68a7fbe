-- Account security (issue 12): a closed profile keeps no personal data, and the identification data
-- the law requires is kept apart for its retention period (docs/decisions/0008-account-closure.md,
-- src/account-closure.ts). Two-factor, the step-up codes and the settings use columns of 0001/0007.

-- ---------------------------------------------------------------------------------------------
-- A closed profile has no phone number; an open one always has one.
ALTER TABLE users ALTER COLUMN phone DROP NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_open_has_phone CHECK (closed_at IS NOT NULL OR phone IS NOT NULL);
-- Closing erases the person from the profile: names, phone, birth date, address, tax number, ID
-- validity and the personal questionnaire's answers; e-mail and username become an undeliverable
-- address of the reserved .invalid domain (RFC 2606), so the person may register again with theirs.
-- Company data (a legal person's) stays.
ALTER TABLE users ADD CONSTRAINT users_closed_erased CHECK (
  closed_at IS NULL OR (
        first_name = '' AND last_name = '' AND phone IS NULL AND date_of_birth IS NULL
    AND street_name IS NULL AND street_number IS NULL AND unit_number IS NULL AND postal_code IS NULL
    AND city IS NULL AND tax_no IS NULL AND id_document_valid_to IS NULL
    AND funds_sources = '{}' AND annual_income IS NULL AND country_of_residence IS NULL
    AND email = username AND email LIKE 'closed-%@closed.invalid'));

-- ---------------------------------------------------------------------------------------------
-- The identification data of a closed profile whose holder was identified or moved money, kept for
-- the anti-money-laundering retention period (10 years after the relationship ends) and deleted by
-- the daily `closed-profiles-purge` job once `retain_until` has passed. Nothing in the product reads
-- it; it answers the authorities. `identity`: names, date of birth, e-mail, phone, address, investor
-- type, tax number, ID validity, when identified and registered.
CREATE TABLE closed_profiles (
  user_id      bigint      PRIMARY KEY REFERENCES users (id),
  closed_at    timestamptz NOT NULL,
  retain_until timestamptz NOT NULL CHECK (retain_until > closed_at),
  identity     jsonb       NOT NULL CHECK (jsonb_typeof(identity) = 'object')
);
CREATE INDEX closed_profiles_expiry ON closed_profiles (retain_until);

-- ---------------------------------------------------------------------------------------------
-- Privileges of the service: it writes a record when a profile closes and deletes expired ones.
GRANT SELECT, INSERT, DELETE ON closed_profiles TO invest_service;
