#!/usr/bin/env bash
# `npm run demo`: starts the codemode demo agent on http://127.0.0.1:8787 on a machine with only Node 20 and
# npm. Installs the workspace first (pnpm through npx) unless it is already installed from the current
# lockfile; the demo itself needs no network and no API key.
#   PORT=9000 npm run demo      another port
#   DEMO_INSTALL=1 npm run demo force a fresh install first
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false
PORT="${PORT:-8787}"
APP=apps/demo-agent
WRANGLER="$APP/node_modules/.bin/wrangler"

# Installed = the app's wrangler exists and the install is newer than the lockfile.
if [[ "${DEMO_INSTALL:-0}" == "1" || ! -x "$WRANGLER" || ! node_modules/.pnpm/lock.yaml -nt pnpm-lock.yaml ]]; then
  echo "Installing dependencies with pnpm 12.4.2 (through npx)..."
  npx -y pnpm@12.4.2 install --frozen-lockfile
fi

cat <<BANNER

  codemode demo agent
  Open http://127.0.0.1:${PORT}/ in your browser (offline scripted model; no key needed).
  Stop it with Ctrl+C.

BANNER
cd "$APP"
exec node_modules/.bin/wrangler dev --ip 127.0.0.1 --port "$PORT" --show-interactive-dev-session=false
