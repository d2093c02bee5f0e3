#!/bin/sh
# Installs, then runs every check CI runs: lint, types, unit + integration, build, end-to-end.
# Checks that do not need each other run side by side (lint beside the type check, the
# production build beside vitest, whose integration tests mostly wait on PostgreSQL and child
# processes); each step's time since the start is printed, and a failure stops the run.
set -e
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
started=$(date +%s)
step() { echo "[test:all] $1 after $(($(date +%s) - started)) s"; }

# Starts a command in a process group of its own, its output kept in $logs/<name>.
background() {
  name=$1
  shift
  setsid "$@" >"$logs/$name" 2>&1 &
}

# Waits for a background command, prints its output, and stops the run when it failed.
finish() {
  if wait "$2"; then
    cat "$logs/$1"
    step "$1 passed"
  else
    cat "$logs/$1"
    step "$1 FAILED"
    exit 1
  fi
}

pids=""
trap 'for pid in $pids; do kill -- "-$pid" 2>/dev/null || true; done' EXIT

npm ci --no-audit --no-fund
step "install done"

background lint npm run lint
lint=$!
background typecheck npm run typecheck
typecheck=$!
pids="$lint $typecheck"
finish lint "$lint"
finish typecheck "$typecheck"

background build npx next build
build=$!
pids="$build"
npx vitest run
step "vitest passed"
finish build "$build"

npx playwright test
step "playwright passed"
