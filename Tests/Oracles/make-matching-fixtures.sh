#!/usr/bin/env bash
# Writes Tests/ScorekeeperDomainTests/Fixtures/Tournaments/matching.json, random graphs with the total
# weight of their maximum weight matchings by networkx (see matching_graphs.py).
# The tests never run Python: run this only to regenerate the committed fixture.
# The oracles are installed in a virtual environment, by default in .build/oracle-venv.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
venv="${ORACLE_VENV:-$root/.build/oracle-venv}"

if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet networkx==3.6.1

output="$root/Tests/ScorekeeperDomainTests/Fixtures/Tournaments/matching.json"
mkdir -p "$(dirname "$output")"
"$venv/bin/python" "$root/Tests/Oracles/matching_graphs.py" > "$output.partial"
mv "$output.partial" "$output"
echo "wrote $output"
