#!/usr/bin/env bash
# Makes the virtual environment the browser tests run in: Selenium's Python bindings, pinned.
# The browser and its driver are Debian's (`chromium`, `chromium-driver`, installed by
# `make deps`); the scripts hand Selenium /usr/bin/chromedriver, so it downloads nothing.
#   Tests/Browser/make-browser-venv.sh
# BROWSER_VENV names the environment (default .build/browser-venv). A second run that finds the
# pinned version already there does nothing, so a test may call it before every run.
set -euo pipefail

selenium=4.51.0
root=$(cd "$(dirname "$0")/../.." && pwd)
venv=${BROWSER_VENV:-$root/.build/browser-venv}
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if [ "$("$venv/bin/python" -c 'import selenium; print(selenium.__version__)' 2>/dev/null)" != "$selenium" ]; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "selenium==$selenium"
fi
echo "$venv"
