#!/usr/bin/env bash
# `npm test`: installs everything this repository needs on a machine with only Node 20 and npm (pnpm through
# npx, Chromium from Debian packages when it is missing), then builds, lints, typechecks and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-chromium.sh
PNPM=(npx -y pnpm@12.4.2)
"${PNPM[@]}" install --frozen-lockfile
"${PNPM[@]}" exec biome check .
"${PNPM[@]}" exec turbo run build typecheck test --concurrency=2 --continue --output-logs=errors-only "$@"
