#!/usr/bin/env bash
# Integration tests on both databases at once: the embedded PGlite (in memory) and PostgreSQL, each with
# INT_WORKERS parallel Jest workers (default: 2), every worker on a database of its own.
# PostgreSQL comes from TEST_DATABASE_URL (one worker), or the local server at 127.0.0.1:5432 when it answers
# (databases $TEST_PG_DB_1…N, copied from $TEST_PG_DB after its migrations). Arguments go to Jest (e.g. a path).
set -euo pipefail
cd "$(dirname "$0")/.."
workers="${INT_WORKERS:-2}"

# Prefixes each line of a run's output with its database, so the two runs can share the terminal.
labelled() {
  local label="$1"
  shift
  "$@" 2>&1 | sed -u "s/^/[$label] /"
}

pglite() {
  node scripts/embedded-db.mjs --always --db=memory:// --port="${INT_DB_PORT:-15331}" --servers="$workers" \
    -- bash scripts/test-integration-run.sh "$@"
}

postgres() {
  local pg_db="${TEST_PG_DB:-fantasy_gm_test}" # overridable so checkouts side by side do not share one database
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    DATABASE_URL="$TEST_DATABASE_URL" bash scripts/test-integration-run.sh "$@"
    return
  fi
  local psql=(psql -h 127.0.0.1 -U postgres -q -v ON_ERROR_STOP=1)
  "${psql[@]}" -c "DROP DATABASE IF EXISTS $pg_db WITH (FORCE)" -c "CREATE DATABASE $pg_db"
  DATABASE_URL="postgresql://postgres@127.0.0.1:5432/$pg_db" npx prisma migrate deploy >/dev/null
  local urls=()
  for i in $(seq 1 "$workers"); do
    "${psql[@]}" -c "DROP DATABASE IF EXISTS ${pg_db}_$i WITH (FORCE)" -c "CREATE DATABASE ${pg_db}_$i TEMPLATE $pg_db"
    urls+=("postgresql://postgres@127.0.0.1:5432/${pg_db}_$i")
  done
  TEST_DATABASE_URLS="$(IFS=,; echo "${urls[*]}")" bash scripts/test-integration-run.sh "$@"
}

if [ -z "${TEST_DATABASE_URL:-}" ] && ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "PostgreSQL not reachable: skipped the PostgreSQL integration run" >&2
  [ "${CI:-}" = "true" ] && exit 1
  labelled pglite pglite "$@"
  exit
fi

set +e
labelled pglite pglite "$@" &
pglite_pid=$!
labelled postgres postgres "$@" &
postgres_pid=$!
wait "$pglite_pid"
pglite_status=$?
wait "$postgres_pid"
postgres_status=$?
set -e
echo "integration: PGlite exit $pglite_status, PostgreSQL exit $postgres_status"
[ "$pglite_status" -eq 0 ] && [ "$postgres_status" -eq 0 ]
