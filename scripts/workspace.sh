#!/usr/bin/env bash
# Sourced by the root scripts that need the whole workspace installed (`npm run build`, `npm run pack:all`, ...)
# on a machine with only Node 20 and npm: pnpm 12.4.2 comes through npx.
export WRANGLER_SEND_METRICS=false TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
PNPM=(npx -y pnpm@12.4.2 --config.update-notifier=false)

# Installs the workspace from the lockfile unless it is installed already: the root's turbo exists and the
# install is newer than the lockfile.
ensure_workspace_installed() {
  if [[ ! -x node_modules/.bin/turbo || ! node_modules/.pnpm/lock.yaml -nt pnpm-lock.yaml ]]; then
    echo "Installing the workspace's dependencies with pnpm 12.4.2 (through npx)..."
    "${PNPM[@]}" install --frozen-lockfile
  fi
}
