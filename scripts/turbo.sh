#!/usr/bin/env bash
# `npm run build` / `typecheck` / `bench` / `check`: turbo, run through pnpm so that it finds the package manager
# the repository pins (turbo started by npm fails with "Unable to find package manager binary"). Installs the
# workspace first when it is not installed.
#   npm run build -- --filter=codemode...   arguments after -- go to turbo
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/workspace.sh
ensure_workspace_installed
exec "${PNPM[@]}" exec turbo "$@"
