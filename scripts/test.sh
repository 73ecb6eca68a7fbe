#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest. Used by `pnpm test` and by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step 'lint and format'
pnpm lint
step 'typecheck'
pnpm typecheck
step 'contract: lint and generated types up to date'
pnpm --filter @invest/api-client run lint:contract
pnpm --filter @invest/api-client run check:generated
step 'build'
pnpm build
step 'packages: publint and are-the-types-wrong'
pnpm --filter @invest/ui run check:package
pnpm --filter @invest/api-client run check:package
step 'unit, component, story (a11y + visual) and server integration tests'
pnpm exec vitest run
step 'end-to-end journeys (Playwright, Chromium, real server and database)'
pnpm --filter @invest/app run e2e
