#!/usr/bin/env bash
# `npm run demo`: starts the codemode demo agent on http://127.0.0.1:8787 on a machine with only Node 20 and
# npm. Installs what the demo needs first (pnpm through npx) unless it is already installed from the current
# lockfile; the demo itself needs no network and no API key.
#   PORT=9000 npm run demo      another port
#   DEMO_INSTALL=1 npm run demo force a fresh install first
#
# On a fresh clone only the demo's own dependencies and the workspace packages it imports are installed
# (`--filter demo-agent... --prod`): wrangler bundles those packages from their TypeScript sources, and no test
# tool or benchmark corpus is downloaded. The one built file they need, the sandbox harness of
# @codemode/worker-executor, is built first with the esbuild wrangler itself uses (a dependency of the demo). A clone that already has the
# whole workspace installed (`npm test` was run: the root's turbo exists) is refreshed whole instead, since a
# production-only install would remove the development tools from it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/workspace.sh
# The demo needs no real `Request.cf` (location data fetched from workers.cloudflare.com); without this,
# wrangler tries to fetch it and prints a stack trace when offline.
export CLOUDFLARE_CF_FETCH_ENABLED=false
PORT="${PORT:-8787}"
APP=apps/demo-agent
WRANGLER="$APP/node_modules/.bin/wrangler"

# Installed = the app's wrangler exists and the install is newer than the lockfile.
if [[ "${DEMO_INSTALL:-0}" == "1" || ! -x "$WRANGLER" || ! node_modules/.pnpm/lock.yaml -nt pnpm-lock.yaml ]]; then
  if [[ -x node_modules/.bin/turbo ]]; then
    echo "Installing the workspace's dependencies with pnpm 12.4.2 (through npx)..."
    "${PNPM[@]}" install --frozen-lockfile
  else
    echo "Installing the demo's dependencies with pnpm 12.4.2 (through npx)..."
    "${PNPM[@]}" install --frozen-lockfile --prod --filter "demo-agent..."
  fi
fi

# The sandbox harness (packages/worker-executor/dist/harness), rebuilt each time so it matches the sources.
CODEMODE_ESBUILD_FROM="$PWD/$APP" node packages/worker-executor/scripts/build-harness.mjs

cat <<BANNER

  codemode demo agent
  Open http://127.0.0.1:${PORT}/ in your browser (offline scripted model; no key needed).
  Stop it with Ctrl+C.

BANNER
cd "$APP"
exec node_modules/.bin/wrangler dev --ip 127.0.0.1 --port "$PORT" --show-interactive-dev-session=false
