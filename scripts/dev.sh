#!/usr/bin/env bash
# Development: the API in watch mode on :3000, Vite on :4200 (proxying /api to the API) and the
# Firebase Auth emulator, all stopped together with Ctrl+C.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
exec bash scripts/with-auth-emulator.sh bash scripts/dev-servers.sh
