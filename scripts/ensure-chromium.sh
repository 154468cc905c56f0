#!/usr/bin/env bash
# Installs Debian's Chromium (for the browser tests) when it is not on the machine yet. Needs root.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing and installing it needs root: run 'apt-get install -y chromium' and retry." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium >/dev/null
