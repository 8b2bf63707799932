#!/usr/bin/env bash
# Every check, in the order a reviewer would want them to fail, each phase after the one before:
#   1. lint and types: `npm run lint` (Prettier, ESLint, knip) beside tsc, each single-threaded.
#   2. unit: Jest, UNIT_WORKERS workers (default 2).
#   3. integration: scripts/test-integration.sh, the embedded PGlite and PostgreSQL runs side by side, INT_WORKERS
#      workers each (default 2).
#   4. build: one production build with Next's standalone output (what the Docker image ships) alongside .next. Its
#      own type check is skipped: tsc just ran.
#   5. browser, one run after the other on that build, each with its own ports, server and output folder:
#      - the demo's e2e suite (playwright.config.ts), E2E_WORKERS workers (default 2), on E2E_PORT, E2E_DB_PORT and
#        E2E_OIDC_PORT;
#      - the HTTP-level security cases served from the standalone output by scripts/server.mjs as in the image
#        (STANDALONE_PORT, STANDALONE_DB_PORT, STANDALONE_OIDC_PORT);
#      - the replayed 2026 season (playwright.replay.config.ts: REPLAY_APP_PORT, REPLAY_DB_PORT, REPLAY_PORT).
#      The runs can share the machine (their ports and folders are apart), but side by side on two cores the load
#      stretched timing-sensitive checks (a login burst's backoff), so they run in turn.
# Each phase (and each browser run) prints its wall time, the CPU seconds its processes used and the whole machine's
# busy and stolen seconds, so repeated runs show where the time goes: a phase whose CPU is near twice its wall keeps
# both cores busy; a machine much busier than the phase's own CPU had other work on it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# CPU seconds (user + system) of this shell's finished children so far, in $cpu. `times` must run in this shell (a
# subshell starts from zero, so differences still hold inside one), hence a file per shell.
cpu_dir=$(mktemp -d)
trap 'rm -rf "$cpu_dir"' EXIT
children_cpu() {
  local file="$cpu_dir/$BASHPID"
  times >"$file"
  cpu=$(awk 'NR == 2 { n = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); n += t[1] * 60 + t[2] } printf "%d", n }' "$file")
}

# The whole machine's busy CPU seconds (every process, ours or not) and the seconds the hypervisor gave to other
# guests (steal), from /proc/stat, in $busy and $steal: a phase slower than its own CPU explains shows which it was.
machine_cpu() {
  read -r busy steal < <(awk -v hz="$(getconf CLK_TCK)" '$1 == "cpu" {
    printf "%d %d\n", ($2 + $3 + $4 + $7 + $8 + $9) / hz, $9 / hz }' /proc/stat)
}

timed() {
  local label="$1" start=$SECONDS cpu_start busy_start steal_start
  shift
  children_cpu
  cpu_start=$cpu
  machine_cpu
  busy_start=$busy steal_start=$steal
  "$@"
  children_cpu
  machine_cpu
  echo "── $label: $((SECONDS - start)) s, CPU $((cpu - cpu_start)) s (machine busy $((busy - busy_start)) s of" \
    "$(($(nproc) * (SECONDS - start))), steal $((steal - steal_start)) s; total $SECONDS s)"
}

lint_and_types() {
  npm run lint &
  local lint=$!
  npm run typecheck &
  local typecheck=$!
  wait "$lint"
  wait "$typecheck"
}

# Each browser run writes to its own output folder (Playwright empties a run's folder when it starts), so the
# failure screenshots (and traces, with E2E_TRACE=on) of every run stay for a person to look at.
browse() {
  timed "browser" npm run test:e2e -- --output=test-results/browser
  timed "browser (standalone)" env E2E_STANDALONE=1 E2E_PORT="${STANDALONE_PORT:-3120}" \
    E2E_DB_PORT="${STANDALONE_DB_PORT:-54340}" E2E_OIDC_PORT="${STANDALONE_OIDC_PORT:-3198}" \
    npx playwright test tests/e2e/server-security.spec.ts tests/e2e/chat-security.spec.ts --project=desktop \
    --output=test-results/standalone
  timed "browser (replayed season)" env E2E_PORT="${REPLAY_APP_PORT:-3150}" E2E_DB_PORT="${REPLAY_DB_PORT:-54450}" \
    npm run test:e2e:replay -- --output=test-results/replay
}

timed "lint + typecheck" lint_and_types
timed "unit" npm run test:unit -- --maxWorkers="${UNIT_WORKERS:-2}"
timed "integration" npm run test:integration
timed "build" env SKIP_BUILD_TYPECHECK=1 npm run build:standalone
browse
