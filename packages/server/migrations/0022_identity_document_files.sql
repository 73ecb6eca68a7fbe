-- Identity document files that are no longer needed leave storage (docs/decisions/0011): the files of
-- an upload a newer one superseded, and of a rejected upload. The row stays (whose file it was, its
-- size and digest) and says since when the file is gone: `deleted_at`, set in the transaction that
-- superseded or rejected the upload. The file is unlinked right after that transaction commits; the
-- hourly sweep (src/modules/identity/document-files.ts) unlinks any a crash left in between.
ALTER TABLE identity_documents ADD COLUMN deleted_at timestamptz;
GRANT UPDATE (deleted_at) ON identity_documents TO invest_service;

-- Only the file of an upload decided against may go, and only once: never a pending review's, never
-- an approved one's (the identification record the anti-money-laundering act keeps), never back.
CREATE FUNCTION identity_document_deletion_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NOT NULL OR NEW.deleted_at IS NULL THEN
    RAISE EXCEPTION 'identity document % is deleted once, and stays deleted', OLD.id
      USING ERRCODE = 'check_violation';
  END IF;
  IF (SELECT state FROM identity_submissions WHERE id = NEW.submission_id) NOT IN ('SUPERSEDED', 'REJECTED') THEN
    RAISE EXCEPTION 'identity document % belongs to an upload that is pending or approved', OLD.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER identity_documents_deletion BEFORE UPDATE OF deleted_at ON identity_documents
  FOR EACH ROW EXECUTE FUNCTION identity_document_deletion_check();
