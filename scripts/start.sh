#!/usr/bin/env bash
# Starts Pathwise from a fresh clone as one process: installs what is missing, builds the web app and
# runs the API serving it (and /api) on one port, on the embedded database, with the Firebase Auth
# emulator beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
npx nx run @pathwise/web:build --outputStyle=static
export PORT="${PORT:-4200}" WEB_DIR="${WEB_DIR:-dist/apps/web}"
echo
echo "Pathwise is starting at http://127.0.0.1:${PORT} with the sign-in emulator on 127.0.0.1:9099 (Ctrl+C to stop)"
exec bash scripts/with-auth-emulator.sh npx tsx apps/api/src/server.ts
