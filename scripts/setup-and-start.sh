#!/bin/sh
# Installs dependencies when needed, builds, then serves on the embedded PostgreSQL.
set -e
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npx next build
# Zero set-up: without Stripe keys, payments run in mock mode (nothing is charged), which a
# production start allows only when asked for.
[ -n "${STRIPE_SECRET_KEY:-}" ] || export PAYMENTS_MODE="${PAYMENTS_MODE:-mock}"
exec npx tsx scripts/launch.ts
