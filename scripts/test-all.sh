#!/usr/bin/env bash
# Every check, in the order a reviewer would want them to fail: lint, types, unit, integration, browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

npm run lint
npm run typecheck
npm run test:unit
npm run test:integration
# One build for both browser runs: Next's standalone output (what the Docker image ships) is made alongside .next.
npm run build:standalone
npm run test:e2e
# The HTTP-level security cases again, served from the standalone output by scripts/server.mjs as in the image.
E2E_STANDALONE=1 npx playwright test tests/e2e/server-security.spec.ts tests/e2e/chat-security.spec.ts --project=desktop
