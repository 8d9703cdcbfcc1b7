#!/usr/bin/env bash
# The API tests share rate limits between API instances through Redis. Install Debian's server with
# apt when it is missing (the tests start a private instance of it on loopback themselves).
set -euo pipefail
if [ -n "${TEST_REDIS_URL:-}" ] || [ -x /usr/bin/redis-server ]; then exit 0; fi
echo "Redis not found: installing Debian's redis-server package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
