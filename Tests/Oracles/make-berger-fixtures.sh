#!/usr/bin/env bash
# Writes Tests/ScorekeeperDomainTests/Fixtures/Tournaments/berger.json, the FIDE Berger tables the
# BergerTable tests compare with, from caissify-pairings and gacrux (see berger_tables.py).
# The tests never run Python: run this only to regenerate the committed fixture.
# The oracles are installed in a virtual environment, by default in .build/oracle-venv.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
venv="${ORACLE_VENV:-$root/.build/oracle-venv}"

if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet caissify-pairings==0.5.0 gacrux==1.11.65

output="$root/Tests/ScorekeeperDomainTests/Fixtures/Tournaments/berger.json"
mkdir -p "$(dirname "$output")"
"$venv/bin/python" "$root/Tests/Oracles/berger_tables.py" > "$output.partial"
mv "$output.partial" "$output"
echo "wrote $output"
