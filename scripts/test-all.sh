#!/usr/bin/env bash
# Every check. The phases run one after the other, each on the whole machine (two cores here), except that the two
# browser runs that mostly wait run beside the lint, which never waits:
#   1. build: one production build with Next's standalone output (what the Docker image ships) alongside .next. Its
#      own type check is skipped: tsc runs next.
#   2. two lanes on that build, side by side (each browser run with its own ports, server and output folder):
#      - lint and types (`npm run lint`: Prettier, ESLint, dpdm, knip; and tsc, each single-threaded), then the
#        HTTP-level security cases served from the standalone output by scripts/server.mjs as in the image
#        (STANDALONE_PORT, STANDALONE_DB_PORT, STANDALONE_OIDC_PORT);
#      - the replayed 2026 season (playwright.replay.config.ts: REPLAY_APP_PORT, REPLAY_DB_PORT, REPLAY_PORT).
#      The replay restarts its server and waits for it between tests, which left a core idle for a minute when it
#      ran alone; its waits are as long as a person's, so the other lane's load only stretches them.
#   3. unit: Jest, UNIT_WORKERS workers (default 2).
#   4. integration: scripts/test-integration.sh, the embedded PGlite and PostgreSQL runs side by side, INT_WORKERS
#      workers each (default 2).
#   5. browser: the demo's e2e suite (playwright.config.ts), E2E_WORKERS workers (default 2), on E2E_PORT,
#      E2E_DB_PORT and E2E_OIDC_PORT.
# Each phase (and each browser run) prints its wall time, the CPU seconds its processes used and the whole machine's
# busy and stolen seconds, so repeated runs show where the time goes: a phase whose CPU is near twice its wall keeps
# both cores busy; a machine much busier than the phase's own CPU had other work on it (or browsers and servers a
# test runner ended without waiting for them, whose CPU the phase's own count misses).
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

# Runs a phase and prints its figures, failed or not; answers the phase's exit status. (Statuses are passed on by
# hand below: `set -e` does not act inside a function whose status is tested.)
timed() {
  local label="$1" start=$SECONDS cpu_start busy_start steal_start status=0
  shift
  children_cpu
  cpu_start=$cpu
  machine_cpu
  busy_start=$busy steal_start=$steal
  "$@" || status=$?
  children_cpu
  machine_cpu
  echo "── $label: $((SECONDS - start)) s, CPU $((cpu - cpu_start)) s (machine busy $((busy - busy_start)) s of" \
    "$(($(nproc) * (SECONDS - start))), steal $((steal - steal_start)) s; total $SECONDS s)$([ "$status" -eq 0 ] ||
      echo ", FAILED ($status)")"
  return "$status"
}

lint_and_types() {
  npm run lint &
  local lint=$! lint_status=0 typecheck_status=0
  npm run typecheck &
  local typecheck=$!
  wait "$lint" || lint_status=$?
  wait "$typecheck" || typecheck_status=$?
  [ "$lint_status" -eq 0 ] && [ "$typecheck_status" -eq 0 ]
}

# Each browser run writes to its own output folder (Playwright empties a run's folder when it starts), so the
# failure screenshots (and traces, with E2E_TRACE=on) of every run stay for a person to look at.
standalone() {
  env E2E_STANDALONE=1 E2E_PORT="${STANDALONE_PORT:-3120}" E2E_DB_PORT="${STANDALONE_DB_PORT:-15340}" \
    E2E_OIDC_PORT="${STANDALONE_OIDC_PORT:-3198}" \
    npx playwright test tests/e2e/server-security.spec.ts tests/e2e/chat-security.spec.ts --project=desktop \
    --output=test-results/standalone
}

replay() {
  env E2E_PORT="${REPLAY_APP_PORT:-3150}" E2E_DB_PORT="${REPLAY_DB_PORT:-15450}" \
    npm run test:e2e:replay -- --output=test-results/replay
}

lint_then_standalone() {
  timed "lint + typecheck" lint_and_types || return
  timed "browser (standalone)" standalone
}

# The replayed season beside the lint and then the standalone run (about as long together). Both sides run to the
# end, so one failing does not leave the other's processes behind; either failing fails this.
lint_beside_browsers() {
  timed "browser (replayed season)" replay &
  local replayed=$! replay_status=0 lint_status=0
  lint_then_standalone || lint_status=$?
  wait "$replayed" || replay_status=$?
  [ "$lint_status" -eq 0 ] && [ "$replay_status" -eq 0 ]
}

timed "build" env SKIP_BUILD_TYPECHECK=1 npm run build:standalone
timed "lint + typecheck and the standalone browser run, beside the replayed season" lint_beside_browsers
timed "unit" npm run test:unit -- --maxWorkers="${UNIT_WORKERS:-2}"
timed "integration" npm run test:integration
timed "browser" npm run test:e2e -- --output=test-results/browser
