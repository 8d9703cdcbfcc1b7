#!/usr/bin/env bash
# Every check, in the order that fails fastest: format, message catalogues, import cycles, lint
# (one process over every project, its shipped code type-checked: each project's own lint target
# would only repeat it), types, unit tests and build (through Nx), the bundle budget, story tests
# in Chromium, then end-to-end tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
bash scripts/ensure-redis.sh
bash scripts/ensure-nginx.sh
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
run() { "$@" 2>&1 | tee -a "$log"; }

run npx prettier --check . --log-level warn
run npm run messages:check
run npx tsx scripts/check-cycles.ts
run npm run lint:typed
run npx nx run-many -t typecheck test build --outputStyle=static
run npx tsx scripts/bench/web.ts --budget
run npx vitest run --config vitest.storybook.config.ts
run bash scripts/with-auth-emulator.sh npx playwright test -c e2e/playwright.config.ts

# One closing line for the whole run, summed from Vitest's and Playwright's own summaries
# (reached only when every step passed: any failure stops the script above).
sed -E 's/\x1b\[[0-9;]*m//g' "$log" | awk '
  /^ +Tests +[0-9]+ passed/ { for (i = 1; i <= NF; i++) if ($i == "passed") total += $(i - 1) }
  /^ +[0-9]+ passed \(/ { total += $1 }
  END { printf "%d passed, 0 failed\n", total }'
