#!/usr/bin/env bash
# The API tests run against a real PostgreSQL server as well as PGlite. Install Debian's server with
# apt when it is missing (the tests start a private instance of it on loopback themselves).
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ] || [ -x /usr/lib/postgresql/15/bin/initdb ]; then exit 0; fi
echo "PostgreSQL not found: installing Debian's postgresql package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
