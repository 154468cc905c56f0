#!/usr/bin/env bash
# Runs a workspace tool (turbo, biome, changeset) through pnpm 12.4.2 fetched by npx, so the root scripts work
# on a machine with only Node 20 and npm: `npm run build` alone would start turbo without the pnpm binary it
# needs ("Unable to find package manager binary"). Installs the workspace first when it is missing or older
# than the lockfile.
#   bash scripts/pnpm.sh turbo run build
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
PNPM=(npx -y pnpm@12.4.2)
if [[ ! -x node_modules/.bin/turbo || ! node_modules/.pnpm/lock.yaml -nt pnpm-lock.yaml ]]; then
  echo "Installing the workspace with pnpm 12.4.2 (through npx)..."
  "${PNPM[@]}" install --frozen-lockfile
fi
exec "${PNPM[@]}" exec "$@"
