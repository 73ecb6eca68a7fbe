-- Idempotency keys of operator calls (docs/decisions/0016-idempotency-key-required.md). An operator
-- is no user (operators, not users), so their keys cannot live in idempotency_keys (user_id references
-- users): the same row, scoped to the operator who sent the request. A key one operator used is
-- another's to use as well; only the same operator's replay returns the stored response.
CREATE TABLE operator_idempotency_keys (
  operator_id     bigint      NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  idempotency_key text        NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  operation_id    text        NOT NULL,
  -- sha256 of the operation, its path and query parameters and its body, as in idempotency_keys.
  request_hash    bytea       NOT NULL CHECK (length(request_hash) = 32),
  response_status integer     NOT NULL,
  response_body   text        NOT NULL,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  PRIMARY KEY (operator_id, idempotency_key)
);
CREATE INDEX operator_idempotency_keys_expiry ON operator_idempotency_keys (expires_at);

GRANT SELECT, INSERT, DELETE ON operator_idempotency_keys TO invest_service;
