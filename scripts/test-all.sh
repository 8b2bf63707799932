#!/usr/bin/env bash
# Every check, in the order a reviewer would want them to fail: lint, types, unit, integration, browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

npm run lint
npm run typecheck
npm run test:unit
npm run test:integration
npm run build
npm run test:e2e
