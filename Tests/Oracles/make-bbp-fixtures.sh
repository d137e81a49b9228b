#!/usr/bin/env bash
# Makes the fixtures of Tests/ScorekeeperDomainTests/Fixtures/Tournaments/bbp from bbpPairings
# (the FIDE-endorsed Dutch engine, C++, Apache-2.0), v6.0.0:
# - NN-Pp-Rr.trf: Swiss tournaments its generator (-g) made and paired round by round with its
#   Dutch engine, with forfeits, half-point byes and zero-point byes (a round missed), each
#   re-checked by its own checker (-c), which re-pairs every round from the ones before;
# - next-round.trf and next-round.pairs: one of them cut after round 3 as TRF-16 (the points
#   column the results' sum, XXR kept), and bbpPairings' pairing of round 4 from that file (-p:
#   the number of boards, then white and black a line).
# The tests cut every file after each round, read it back and pair the next round from it as a
# file is paired; they never run bbpPairings.
#   BBP_PAIRINGS_SOURCE=/path/to/bbpPairings Tests/Oracles/make-bbp-fixtures.sh
# bbpPairings is built with its own Makefile under .build/bbp (none of its code is in the
# repository), where the benchmark builds it too.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
source=${BBP_PAIRINGS_SOURCE:?name a checkout of bbpPairings in BBP_PAIRINGS_SOURCE}
scratch=$root/.build/bbp
bbp=$scratch/bbpPairings.exe
out=$root/Tests/ScorekeeperDomainTests/Fixtures/Tournaments/bbp
if [ ! -x "$bbp" ]; then
    rm -rf "$scratch"
    mkdir -p "$scratch"
    cp -r "$source/src" "$source/Makefile" "$scratch/"
    make -C "$scratch" > /dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A generated file, with LF line ends and the planned rounds (XXR) its header lacks.
generate() { # name players rounds seed forfeit-rate half-point-bye-rate withdrawal-rate
    printf 'PlayersNumber=%s\nRoundsNumber=%s\nForfeitRate=%s\nHalfPointByeRate=%s\nRetiredRate=%s\nDrawPercentage=33\n' \
        "$2" "$3" "$5" "$6" "$7" > "$work/$1.cfg"
    "$bbp" --dutch -g "$work/$1.cfg" -o "$work/$1.raw" -s "$4" > /dev/null
    tr '\r' '\n' < "$work/$1.raw" | sed '/^$/d' | sed "1a XXR $3" > "$out/$1.trf"
    # The checker lists a round it would pair otherwise under "Checker pairings" (and exits 0).
    if ! "$bbp" --dutch "$out/$1.trf" -c > "$work/$1.check" 2>&1 || grep -q "Checker pairings" "$work/$1.check"; then
        echo "bbpPairings' checker refuses $1.trf:" >&2
        cat "$work/$1.check" >&2
        exit 1
    fi
}

rm -rf "$out"
mkdir -p "$out"
# name players rounds seed; forfeits (one game in N), half-point byes and zero-point byes (one player in N)
generate 01-40p-7r 40 7 1 20 1000000 1000000
generate 02-13p-5r 13 5 2 8 1000000 1000000
generate 03-21p-7r 21 7 3 12 10 1000000
generate 04-30p-9r 30 9 4 12 1000000 8
generate 05-47p-8r 47 8 5 10 12 12
generate 06-60p-9r 60 9 6 20 20 20

# The first cut after round 3 and bbpPairings' pairing of round 4 from it.
python3 - "$out/01-40p-7r.trf" "$out/next-round.trf" <<'PY'
import sys
source, target = sys.argv[1], sys.argv[2]
points = {"1": 2, "+": 2, "W": 2, "U": 2, "F": 2, "=": 1, "D": 1, "H": 1}
lines = []
for line in open(source).read().split("\n"):
    if line.startswith("001"):
        blocks = [line[91 + 10 * i:101 + 10 * i].ljust(10) for i in range(3)]
        half = sum(points.get(block[7].upper(), 0) for block in blocks)
        head = line[:91].ljust(91)
        head = head[:80] + f"{half // 2}.{5 if half % 2 else 0}".rjust(4) + head[84:]
        line = (head + "".join(blocks)).rstrip()
    if line:
        lines.append(line)
open(target, "w").write("\n".join(lines) + "\n")
PY
"$bbp" --dutch "$out/next-round.trf" -p "$out/next-round.pairs" > /dev/null
