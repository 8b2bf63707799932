#!/usr/bin/env bash
# Every check, in the order a reviewer would want them to fail: lint and types, unit, integration, browser (the
# demo's e2e suite, the standalone security cases, then the replayed-season suite, all on the one build).
# Work that cannot share a core runs side by side: ESLint and tsc are single-threaded; the two integration runs
# (scripts/test-integration.sh) wait on their databases. The build's own type check is skipped: tsc just ran.
# Workers: INT_WORKERS per integration run (default 2), UNIT_WORKERS (default 2), E2E_WORKERS (default 2).
# Each phase prints its wall time, so repeated runs show where the time goes.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

timed() {
  local label="$1" start=$SECONDS
  shift
  "$@"
  echo "── $label: $((SECONDS - start)) s (total $SECONDS s)"
}

lint_and_types() {
  npm run lint &
  local lint=$!
  npm run typecheck &
  local typecheck=$!
  wait "$lint"
  wait "$typecheck"
}

timed "lint + typecheck" lint_and_types
timed "unit" npm run test:unit -- --maxWorkers="${UNIT_WORKERS:-2}"
timed "integration" npm run test:integration
# One build for both browser runs: Next's standalone output (what the Docker image ships) is made alongside .next.
timed "build" env SKIP_BUILD_TYPECHECK=1 npm run build:standalone
timed "browser" npm run test:e2e
# The HTTP-level security cases again, served from the standalone output by scripts/server.mjs as in the image.
timed "browser (standalone)" env E2E_STANDALONE=1 npx playwright test tests/e2e/server-security.spec.ts tests/e2e/chat-security.spec.ts --project=desktop
# A real-time league through a replayed 2026 season (scripts/replay): the same build, its clock moved by restarts.
timed "browser (replayed season)" npm run test:e2e:replay
