-- Identity documents and their review (issue 12): an investor's upload of an ID card (front and
-- back) or a passport's photo page waits in the operator's review queue; approving it confirms the
-- investor (users.status, 0001), rejecting it asks for a new upload. The questionnaire's answers use
-- the columns of 0001 (src/profile-update.ts). The images are files under DATA_DIR
-- (src/identity-documents.ts); these tables hold what the files are and whose.

-- ---------------------------------------------------------------------------------------------
-- One upload and its review. A newer upload supersedes one still pending, so an investor has at
-- most one pending upload.
CREATE TABLE identity_submissions (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          bigint      NOT NULL REFERENCES users (id),
  document_type    text        NOT NULL CHECK (document_type IN ('ID', 'PASSPORT')),
  state            text        NOT NULL DEFAULT 'PENDING'
                               CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED', 'SUPERSEDED')),
  submitted_at     timestamptz NOT NULL,
  reviewed_at      timestamptz,
  reviewed_by      bigint      REFERENCES operators (id),
  rejection_reason text        CHECK (length(rejection_reason) BETWEEN 3 AND 500),
  -- An operator's decision carries who and when; a rejection also why.
  CHECK ((state IN ('APPROVED', 'REJECTED')) = (reviewed_at IS NOT NULL AND reviewed_by IS NOT NULL)),
  CHECK ((state = 'REJECTED') = (rejection_reason IS NOT NULL))
);
CREATE UNIQUE INDEX identity_submissions_one_pending ON identity_submissions (user_id) WHERE state = 'PENDING';
-- The queue, oldest first.
CREATE INDEX identity_submissions_queue ON identity_submissions (submitted_at, id) WHERE state = 'PENDING';
-- The latest upload of an investor (the `verification` of the User answer) and the other states' lists.
CREATE INDEX identity_submissions_user ON identity_submissions (user_id, id DESC);
CREATE INDEX identity_submissions_state ON identity_submissions (state, submitted_at DESC, id DESC);

-- ---------------------------------------------------------------------------------------------
-- The stored images. `id` is the unguessable id operators fetch an image by; `file_name` the name
-- the service chose for the file (both random, 128 bits, unrelated); nothing of the uploaded file's
-- own name is kept.
CREATE TABLE identity_documents (
  id            text        PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  submission_id bigint      NOT NULL REFERENCES identity_submissions (id),
  side          text        NOT NULL CHECK (side IN ('FRONT', 'BACK', 'PHOTO_PAGE')),
  file_name     text        NOT NULL UNIQUE CHECK (file_name ~ '^[0-9a-f]{32}\.jpg$'),
  byte_size     integer     NOT NULL CHECK (byte_size > 0),
  width         integer     NOT NULL CHECK (width > 0),
  height        integer     NOT NULL CHECK (height > 0),
  -- SHA-256 of the stored (re-encoded) file: a file changed on disk is noticed when it is served.
  sha256        bytea       NOT NULL CHECK (length(sha256) = 32),
  UNIQUE (submission_id, side)
);

-- ---------------------------------------------------------------------------------------------
-- Privileges of the service: uploads and reviews; documents are written once and kept.
GRANT SELECT, INSERT, UPDATE ON identity_submissions TO invest_service;
GRANT SELECT, INSERT ON identity_documents TO invest_service;
