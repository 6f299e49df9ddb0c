#!/usr/bin/env bash
# npm packages (with Node 24 from the `node` package) when node_modules is missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/node ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages..."
  npm ci --no-audit --no-fund
fi
