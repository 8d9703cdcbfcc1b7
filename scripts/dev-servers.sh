#!/usr/bin/env bash
# The two dev servers side by side; when one stops, the other is stopped too.
set -euo pipefail
cd "$(dirname "$0")/.."
trap 'kill 0' EXIT
PORT=3000 npx tsx watch --clear-screen=false apps/api/src/server.ts &
npx nx serve @pathwise/web --outputStyle=stream &
wait -n
