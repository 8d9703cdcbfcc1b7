#!/usr/bin/env bash
# The replica tests put nginx in front of three API processes. Install Debian's package with apt when
# it is missing (the tests start a private nginx on loopback themselves, with their own config).
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "nginx not found: installing Debian's nginx package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >/dev/null
