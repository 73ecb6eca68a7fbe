-- Registration: the rest of the EU in the country list, the company register behind the VAT lookup,
-- SMS phone verifications and e-mail confirmations.
-- Times are timestamptz written from the service's injectable clock (never now() in business rules).

-- SPEC §3: every EU country is listed, only Slovenia (0001) is enabled and carries a VAT pattern.
INSERT INTO countries (code, name, tel_code, vat_regex, enabled) VALUES
  ('BE', 'Belgium', '+32', NULL, false),
  ('BG', 'Bulgaria', '+359', NULL, false),
  ('CY', 'Cyprus', '+357', NULL, false),
  ('CZ', 'Czechia', '+420', NULL, false),
  ('DK', 'Denmark', '+45', NULL, false),
  ('EE', 'Estonia', '+372', NULL, false),
  ('FI', 'Finland', '+358', NULL, false),
  ('GR', 'Greece', '+30', NULL, false),
  ('IE', 'Ireland', '+353', NULL, false),
  ('LV', 'Latvia', '+371', NULL, false),
  ('LT', 'Lithuania', '+370', NULL, false),
  ('LU', 'Luxembourg', '+352', NULL, false),
  ('MT', 'Malta', '+356', NULL, false),
  ('PL', 'Poland', '+48', NULL, false),
  ('PT', 'Portugal', '+351', NULL, false),
  ('RO', 'Romania', '+40', NULL, false),
  ('SK', 'Slovakia', '+421', NULL, false),
  ('SE', 'Sweden', '+46', NULL, false)
ON CONFLICT (code) DO NOTHING;

-- A local copy of the business register the VAT lookup reads (src/company-registry.ts). A real
-- register (AJPES) can replace it behind the same interface. Fictional companies for development.
CREATE TABLE company_registry (
  -- The VAT id as the lookup answers it: country prefix plus the number ('SI' + 8 digits).
  tax_no                text PRIMARY KEY CHECK (tax_no ~ '^[A-Z]{2}[0-9A-Z]{2,13}$'),
  name                  text NOT NULL,
  street_and_number     text NOT NULL,
  city                  text NOT NULL,
  -- Who may open the company's business account; empty when the register does not say.
  legal_representatives text[] NOT NULL DEFAULT '{}'
);

INSERT INTO company_registry (tax_no, name, street_and_number, city, legal_representatives) VALUES
  ('SI12345678', 'Alpska Logistika d.o.o.', 'Letališka cesta 29', 'Ljubljana', '{"Boris Zupan"}'),
  ('SI87654321', 'Zelena Energija d.o.o.', 'Dunajska cesta 156', 'Ljubljana', '{"Petra Zupan"}'),
  ('SI36188425', 'Kraški Mlin d.o.o.', 'Partizanska cesta 12', 'Sežana', '{"Matej Kosmač"}'),
  ('SI64751201', 'Pohorje Les d.o.o.', 'Ptujska cesta 30', 'Maribor', '{"Nina Kovačič", "Rok Horvat"}'),
  ('SI82945616', 'Soča Digital d.o.o.', 'Gregorčičeva ulica 3', 'Nova Gorica', '{"Tina Mervič"}'),
  ('SI19634277', 'Savinja Agro d.o.o.', 'Mariborska cesta 7', 'Celje', '{"Janez Krajnc"}'),
  ('SI57811369', 'Jadran Marine d.o.o.', 'Pristaniška ulica 12', 'Koper', '{"Luka Pahor"}'),
  ('SI43209785', 'Gorenjska Tekstil d.d.', 'Kidričeva cesta 50', 'Kranj', '{}');

-- One row per SMS sent: the verification id is returned once and kept only as a hash, so a resend
-- cannot repeat it and starts a new verification; created_at is therefore also the send time the
-- resend wait and the hourly cap count.
CREATE TABLE phone_verifications (
  id_hash       bytea       PRIMARY KEY CHECK (length(id_hash) = 32),
  phone         text        NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  -- HMAC-SHA256 of the code keyed with the (unstored) verification id: a million possible codes are
  -- trivial to try against a plain hash, but without the id the table reveals nothing.
  code_hash     bytea       NOT NULL CHECK (length(code_hash) = 32),
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  attempts      integer     NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  verified_at   timestamptz,
  -- A newer code was sent to the number before this one was confirmed: only the newest counts.
  superseded_at timestamptz,
  -- The account this confirmation was spent on (single use).
  consumed_at   timestamptz,
  consumed_by   bigint      REFERENCES users (id),
  CONSTRAINT phone_verifications_consumed_verified CHECK (consumed_at IS NULL OR verified_at IS NOT NULL),
  CONSTRAINT phone_verifications_consumed_by CHECK ((consumed_at IS NULL) = (consumed_by IS NULL))
);
CREATE INDEX phone_verifications_phone ON phone_verifications (phone, created_at DESC);

CREATE TABLE email_confirmations (
  id_hash    bytea       PRIMARY KEY CHECK (length(id_hash) = 32),
  user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The address the link went to: it confirms that address, not whatever the account has later.
  email      text        NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX email_confirmations_user ON email_confirmations (user_id);
