#!/usr/bin/env bash
# Starts Pathwise from a fresh clone: installs what is missing, builds the web app and serves it with
# the Firebase Auth emulator beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
npx nx run @pathwise/web:build --outputStyle=static
echo
echo "Pathwise is starting at http://127.0.0.1:4200 with the sign-in emulator on 127.0.0.1:9099 (Ctrl+C to stop)"
exec bash scripts/with-auth-emulator.sh npx vite preview --config apps/web/vite.config.ts --port 4200 --strictPort
