#!/bin/sh
# Installs, then runs every check CI runs: lint, types, unit + integration, build, end-to-end.
set -e
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
npm run lint
npm run typecheck
npx vitest run
npx next build
npx playwright test
