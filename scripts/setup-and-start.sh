#!/bin/sh
# Installs dependencies when needed, builds, then serves on the embedded PostgreSQL.
set -e
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npx next build
exec npx tsx scripts/launch.ts
