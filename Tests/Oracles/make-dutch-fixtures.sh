#!/usr/bin/env bash
# Makes the Dutch-system fixtures of Tests/ScorekeeperDomainTests/Fixtures/Tournaments/dutch:
# Swiss tournaments paired round by round by gacrux 1.11.65 (MIT, Copyright 2024 Otto Milvang)
# itself, with its random byes, forfeits and results, in its plain weighted mode (option
# "weighted", the mode the Swift DutchPairing follows); each is then re-checked by gacrux's
# pairing checker in the same mode. The tests re-pair every round and never run Python.
#   Tests/Oracles/make-dutch-fixtures.sh
# ORACLE_VENV names a virtual environment with gacrux==1.11.65 (default .build/oracle-venv).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
venv=${ORACLE_VENV:-$root/.build/oracle-venv}
out=$root/Tests/ScorekeeperDomainTests/Fixtures/Tournaments/dutch
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check gacrux==1.11.65

rm -rf "$out"
mkdir -p "$out"
# (players, rounds) per tournament; the generator's seed is the file number.
sizes=(7:5 8:6 9:5 10:7 11:6 12:7 13:5 14:8 15:7 16:9 17:6 19:7 20:8 21:5 23:9 24:6 26:7 29:8 31:9 34:6 37:7 40:8)
for index in "${!sizes[@]}"; do
    players=${sizes[$index]%%:*}
    rounds=${sizes[$index]##*:}
    name=$(printf "%02d-%dp-%dr" "$index" "$players" "$rounds")
    "$venv/bin/python" -m gacrux.tournamentgenerator -p "$players" -N "$rounds" -g "$index" 1 -x weighted \
        -o "$out/$name-%d.trf" > /dev/null
    file=$(ls "$out/$name"-*.trf)
    mv "$file" "$out/$name.trf"
    if ! grep -q "Check: True" <<<"$("$venv/bin/python" -m gacrux.pairingchecker -c -x weighted -F TXT -i "$out/$name.trf")"; then
        echo "gacrux's checker refuses $name.trf" >&2
        exit 1
    fi
done
