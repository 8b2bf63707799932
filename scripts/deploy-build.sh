#!/usr/bin/env bash
# Build command for hosts that build beside their database (Vercel: "Build Command" = `bash scripts/deploy-build.sh`):
# generate the Prisma client, apply migrations to DATABASE_URL, seed the demo account and league on preview
# deployments only (SEED_DEMO=true), then build. Never uses the embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${DATABASE_URL:-}" ]; then
  echo "deploy-build: DATABASE_URL is not set (a managed PostgreSQL is required; the embedded database is for local runs only)" >&2
  exit 1
fi
npx prisma generate
npx prisma migrate deploy
if [ "${SEED_DEMO:-}" = "true" ]; then
  if [ "${VERCEL_ENV:-}" = "production" ] || [ "${DEPLOY_ENV:-}" = "production" ]; then
    echo "deploy-build: SEED_DEMO=true is refused in production (VERCEL_ENV/DEPLOY_ENV=production)" >&2
    exit 1
  fi
  npx tsx prisma/seed.ts
fi
npx next build
