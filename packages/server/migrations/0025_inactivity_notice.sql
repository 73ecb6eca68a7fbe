-- SPEC §1 and §9: a profile may be closed after 12 months without a purchase, and the provider's
-- termination needs 10 days' notice. The operator finds such profiles (GET /ops/investors?status=INACTIVE)
-- and sends the notice (POST /ops/investors/{id}/inactivity-notice); the profile may be closed from
-- the day the notice names. A purchase after the notice makes it void (it is read against the last
-- purchase, src/modules/back-office/back-office.ts), so nothing here has to be cleared.
ALTER TABLE users
  ADD COLUMN inactivity_notice_at timestamptz,
  ADD COLUMN inactivity_closes_on date,
  ADD CONSTRAINT users_inactivity_notice_whole
    CHECK ((inactivity_notice_at IS NULL) = (inactivity_closes_on IS NULL));
