-- Platform statistics (SPEC §2 /u/performance, §3 Platform statistics): what the public statistics
-- calls answer, computed from the ledger once a day by the `platform-statistics` job
-- (src/statistics.ts) for every completed day in Ljubljana, so a public call reads a few stored rows
-- instead of summing the ledger.

-- One row per calendar day (Europe/Ljubljana), at the end of the day. Investors' funds are their cash
-- accounts, their invested accounts and the money reserved for their withdrawals not yet paid out
-- (withdrawals-pending): what investors hold on the platform.
CREATE TABLE platform_daily_statistics (
  day               date        PRIMARY KEY,
  funds_cents       bigint      NOT NULL,
  invested_cents    bigint      NOT NULL,
  -- invested / funds in hundredths of a percent, rounded down (0 when there are no funds), so the
  -- chart's "× 100, rounded down" (SPEC §9) shows the whole percent the exact share has.
  invested_ratio_bp integer     NOT NULL CHECK (invested_ratio_bp BETWEEN 0 AND 10000),
  -- Interest credited to investors' cash accounts that day (before the tax withheld on it).
  interest_cents    bigint      NOT NULL CHECK (interest_cents >= 0),
  computed_at       timestamptz NOT NULL
);

-- The principal invested in receivables of each financing type at the end of `as_of` (holdings bought
-- by then and not yet ended), and its share of all of it, in hundredths of a percent rounded down.
CREATE TABLE platform_type_ratios (
  type           text        PRIMARY KEY
                             CHECK (type IN ('invoiceFactoring', 'reverseFactoring', 'internationalFactoring')),
  invested_cents bigint      NOT NULL CHECK (invested_cents >= 0),
  ratio_bp       integer     NOT NULL CHECK (ratio_bp BETWEEN 0 AND 10000),
  as_of          date        NOT NULL,
  computed_at    timestamptz NOT NULL
);

GRANT SELECT, INSERT, UPDATE, DELETE ON platform_daily_statistics, platform_type_ratios TO invest_service;
