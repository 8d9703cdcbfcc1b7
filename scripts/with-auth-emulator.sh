#!/usr/bin/env bash
# Runs a command with the Firebase Auth emulator beside it (project demo-pathwise: no account, no
# network), and stops the emulator when the command ends.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1
exec npx firebase emulators:exec --only auth --project demo-pathwise "$*"
