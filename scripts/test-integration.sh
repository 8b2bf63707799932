#!/usr/bin/env bash
# Integration tests on both databases: the embedded PGlite (in memory) and PostgreSQL.
# PostgreSQL comes from TEST_DATABASE_URL, or the local server at 127.0.0.1:5432 when it answers.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "── integration: embedded PGlite ──"
node scripts/embedded-db.mjs --always --db=memory:// --port="${INT_DB_PORT:-54331}" -- npm run test:integration:run

pg_url="${TEST_DATABASE_URL:-}"
pg_db="${TEST_PG_DB:-fantasy_gm_test}" # overridable so checkouts side by side do not share one database
if [ -z "$pg_url" ] && pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  psql -h 127.0.0.1 -U postgres -q -c "DROP DATABASE IF EXISTS $pg_db WITH (FORCE)" -c "CREATE DATABASE $pg_db"
  pg_url="postgresql://postgres@127.0.0.1:5432/$pg_db"
fi
if [ -n "$pg_url" ]; then
  echo "── integration: PostgreSQL ──"
  DATABASE_URL="$pg_url" npm run test:integration:run
else
  echo "PostgreSQL not reachable: skipped the PostgreSQL integration run" >&2
  [ "${CI:-}" = "true" ] && exit 1
fi
