#!/usr/bin/env bash
# `npm run pack:all`: builds every package under packages/ and packs each into ./tarballs/<name>-<version>.tgz
# exactly as it would be published (`pnpm pack`: publishConfig applied, workspace: ranges rewritten to
# versions), then prints the npm command that installs them into a project outside this repository.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/workspace.sh
OUT="$PWD/tarballs"
ensure_workspace_installed
"${PNPM[@]}" exec turbo run build --filter="./packages/*" --output-logs=errors-only
rm -rf "$OUT"
"${PNPM[@]}" --recursive --filter "./packages/*" pack --pack-destination "$OUT" > /dev/null
echo
echo "Packed $(ls "$OUT"/*.tgz | wc -l) packages into $OUT:"
ls -1 "$OUT"
echo
echo "Install them into another project (codemode depends on the @codemode/* packages, so give npm all of them):"
echo "  npm install $OUT/*.tgz"
