#!/usr/bin/env bash
# One integration run: applies the migrations to each database in TEST_DATABASE_URLS (comma-separated; else the one
# DATABASE_URL), then runs the integration tests with one Jest worker per database
# (tests/support/integration-database.ts points each worker at its own).
set -euo pipefail
cd "$(dirname "$0")/.."

urls="${TEST_DATABASE_URLS:-$DATABASE_URL}"
IFS=, read -r -a databases <<<"$urls"
pids=()
for url in "${databases[@]}"; do
  DATABASE_URL="$url" npx prisma migrate deploy >/dev/null &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done

export TEST_DATABASE_URLS="$urls"
exec npx jest --selectProjects integration --maxWorkers="${#databases[@]}" --forceExit "$@"
