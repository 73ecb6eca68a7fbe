#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest. Used by `pnpm test` and by CI.
# Each stage prints how long it took, and the total, so the growth of the suite is visible
# (DESIGN §6: CI stays within 20 minutes on a 2-core machine).
set -euo pipefail
cd "$(dirname "$0")/.."

RUN_START=$SECONDS
REPORTS="$PWD/test-reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
STAGE=''
STAGE_START=$SECONDS
TIMES=()

finish_stage() {
  if [[ -n "$STAGE" ]]; then
    local took=$((SECONDS - STAGE_START))
    TIMES+=("$(printf '%4ds  %s' "$took" "$STAGE")")
    printf '\033[2m-- %s: %ds\033[0m\n' "$STAGE" "$took"
  fi
}
step() {
  finish_stage
  STAGE="$*"
  STAGE_START=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
summary() {
  local status=$?
  finish_stage
  # The ten slowest test files of each runner, from the JSON reports written below.
  node scripts/slowest.mjs "$REPORTS" || true
  printf '\n\033[1m== stage times\033[0m\n'
  printf '%s\n' "${TIMES[@]}"
  printf '%4ds  total (%s)\n' "$((SECONDS - RUN_START))" "$([[ $status -eq 0 ]] && echo passed || echo "failed in: $STAGE")"
}
trap summary EXIT

# Runs commands side by side (each mostly one core: on 2 cores they take about as long as the
# slowest alone), prints each one's output and time once all are done, and fails if any failed.
side_by_side() {
  local dir pids=() names=() starts=() failed=0
  dir=$(mktemp -d)
  for job in "$@"; do
    local i=${#names[@]}
    names+=("$job")
    # errexit off in the job's subshell: its exit status is recorded, not the script's reason to stop.
    ( set +e; start=$SECONDS; bash -c "$job" >"$dir/$i.log" 2>&1; rc=$?; echo "$rc $((SECONDS - start))" >"$dir/$i.rc"; exit $rc ) &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || true; done
  for i in "${!names[@]}"; do
    read -r rc took <"$dir/$i.rc"
    printf '\n\033[1m-- %s\033[0m (%ds, exit %d)\n' "${names[$i]}" "$took" "$rc"
    cat "$dir/$i.log"
    [[ $rc -eq 0 ]] || failed=1
  done
  rm -rf "$dir"
  return $failed
}

# The bundle check (packages/app/scripts/check-bundle.mjs, after the build): the login route within
# 1.50× the bare React + router app it builds beside it, no back-office code in an investor route
# (issue 26; byte counts are stable, Lighthouse stays out of CI).
step 'lint and format, typecheck, contract, build (side by side)'
side_by_side \
  'pnpm lint' \
  'pnpm typecheck && pnpm --filter @invest/api-client run lint:contract && pnpm --filter @invest/api-client run check:generated' \
  'pnpm build && node packages/app/scripts/check-bundle.mjs'
step 'packages: publint and are-the-types-wrong'
pnpm --filter @invest/ui run check:package
pnpm --filter @invest/api-client run check:package
# One Vitest run in two groups (vitest.config.ts): the Node projects (the server's files on two
# workers), then the three browser projects, two at a time. Two runs side by side (`--project server`
# and `--project '!server'`) were tried at stop 34: 941 s instead of 1 051 s, as both halves slowed on
# the shared cores, and a debounce test of the component tests failed at the higher load — not kept.
step 'unit, component, story (a11y + visual) and server integration tests'
VITEST_FILE_TIMES="$REPORTS/vitest.json" pnpm exec vitest run --reporter=default --reporter=./scripts/vitest-file-times.ts
step 'end-to-end journeys (Playwright, Chromium, real server and database)'
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright.json" pnpm --filter @invest/app run e2e --reporter=list,json
