#!/bin/sh
# `npm run test:metrics`: Debian's Prometheus scrapes the browser suite's test server, and the
# exposition's content is checked (tests/e2e/prometheus.spec.ts, tests/e2e/observability.spec.ts).
# Installs Prometheus when it is missing and builds when there is no build, as .ci/run does.
set -e
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
if ! command -v prometheus >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq prometheus >/dev/null
fi
[ -f "${NEXT_DIST_DIR:-.next}/BUILD_ID" ] || npx next build
exec npx playwright test tests/e2e/prometheus.spec.ts tests/e2e/observability.spec.ts --workers=1
