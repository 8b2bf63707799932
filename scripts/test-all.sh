#!/usr/bin/env bash
# Every check, in the order a reviewer would want them to fail: lint and types, unit, integration, browser.
# Work that cannot share a core runs side by side: ESLint and tsc are single-threaded; the two integration runs
# (scripts/test-integration.sh) wait on their databases. The build's own type check is skipped: tsc just ran.
# Workers: INT_WORKERS per integration run (default 2), E2E_WORKERS for the browser tests (default 2).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

npm run lint &
lint=$!
npm run typecheck &
typecheck=$!
wait "$lint"
wait "$typecheck"
npm run test:unit -- --maxWorkers="${UNIT_WORKERS:-2}"
npm run test:integration
SKIP_BUILD_TYPECHECK=1 npm run build
npm run test:e2e
