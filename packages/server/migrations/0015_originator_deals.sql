-- The originator's deals on the platform (SPEC §2 debtor data: number of loan deals, active ones,
-- their total value) kept on the originator's row instead of counted for every row of every
-- marketplace page: a page of 20 receivables aggregated about 100 receivables per row, which was
-- most of the database's work behind GET /investments (pnpm bench).
--
-- A trigger keeps the three figures exact in the same transaction as the change. It fires only on
-- the columns the figures depend on (listing, ending, the total, the originator): a purchase or a
-- cancellation updates available_cents alone and never touches (or locks) the originator's row, so
-- the hot purchase path gains no lock. Lock order stays receivable → originator everywhere.
ALTER TABLE originators
  ADD COLUMN deals_total       integer NOT NULL DEFAULT 0 CHECK (deals_total >= 0),
  ADD COLUMN deals_active      integer NOT NULL DEFAULT 0 CHECK (deals_active BETWEEN 0 AND deals_total),
  ADD COLUMN deals_total_cents bigint  NOT NULL DEFAULT 0 CHECK (deals_total_cents >= 0);

UPDATE originators o
   SET deals_total = d.total, deals_active = d.active, deals_total_cents = d.cents
  FROM (SELECT originator_id, count(*) AS total, count(*) FILTER (WHERE ended_at IS NULL) AS active,
               coalesce(sum(total_cents), 0) AS cents
          FROM receivables GROUP BY originator_id) d
 WHERE d.originator_id = o.id;

CREATE FUNCTION originator_deals_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE originators
       SET deals_total = deals_total - 1,
           deals_active = deals_active - (OLD.ended_at IS NULL)::int,
           deals_total_cents = deals_total_cents - OLD.total_cents
     WHERE id = OLD.originator_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE originators
       SET deals_total = deals_total + 1,
           deals_active = deals_active + (NEW.ended_at IS NULL)::int,
           deals_total_cents = deals_total_cents + NEW.total_cents
     WHERE id = NEW.originator_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER receivables_originator_deals
  AFTER INSERT OR DELETE OR UPDATE OF originator_id, ended_at, total_cents ON receivables
  FOR EACH ROW EXECUTE FUNCTION originator_deals_track();
