-- Readiness (GET /health/ready, src/platform/http/health.ts) asks whether the schema is at least the
-- version this code expects. The service role may read the applied versions, nothing else of the
-- owner's bookkeeping.
GRANT SELECT (version) ON schema_migrations TO invest_service;
