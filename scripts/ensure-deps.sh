#!/usr/bin/env bash
# Installs the workspace's packages when they are missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing packages (npm ci)..."
  npm ci --no-audit --no-fund
fi
