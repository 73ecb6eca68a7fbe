-- Investors' authenticator secrets are stored encrypted, as operators' are since migration 0017
-- (src/totp-secrets.ts, src/secret-box.ts): key id, nonce, the 20-byte secret and the GCM tag, 49
-- bytes, under TOTP_KEYS. A copy of the database (a backup, a replica, a dump) no longer lets anyone
-- compute an investor's codes. A 20-byte value is a secret in clear from before: the service seals it
-- at its next start, before it serves.
ALTER TABLE authenticators DROP CONSTRAINT authenticators_secret_check;
ALTER TABLE authenticators ADD CONSTRAINT authenticators_secret_length CHECK (length(secret) IN (20, 49));
