#!/usr/bin/env bash
# Judges Scorekeeper's own Swiss pairings by FIDE's checkers. Plays the RandomSwiss tournaments
# of seeds 1..200 (Tests/TournamentTestSupport: 10 to 100 entrants, 5 to 11 rounds, late entries,
# drops, requested byes, forfeits) through the engine, writes each as TRF-16 under
# Tests/ScorekeeperDomainTests/Fixtures/Tournaments/engine/, and records in engine-checks.json
# what each checker says of every round:
#   gacrux 1.11.65 (MIT, Copyright 2024 Otto Milvang): its pairing checker in weighted mode;
#   caissify-pairings 0.5.0 (Apache-2.0): its free pairing checker.
# It also asks gacrux's tie-break checker (FIDE's own TieBreakServer code) for every entrant's
# C.07 tie-breaks in every file, the codes make-tournament-fixtures.sh asks for, into
# engine-tiebreaks.json. EngineOracleTests plays the tournaments again and holds the engine to
# the files checked, and the tie-breaks to gacrux's. caissify_refusals.py looks into every round
# caissify refuses (caissify-refusals.json); README.md beside this script gives the figures.
#   Tests/Oracles/make-engine-checks.sh [COUNT]
#   Tests/Oracles/make-engine-checks.sh --tiebreaks   (only the tie-breaks of the files there)
# ORACLE_VENV names the virtual environment to use or make (default .build/oracle-venv).
set -euo pipefail

tiebreaks_only=false
if [ "${1:-}" = "--tiebreaks" ]; then
    tiebreaks_only=true
    shift
fi

root=$(cd "$(dirname "$0")/../.." && pwd)
venv=${ORACLE_VENV:-$root/.build/oracle-venv}
out=$root/Tests/ScorekeeperDomainTests/Fixtures/Tournaments/engine
count=${1:-200}
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check caissify-pairings==0.5.0 gacrux==1.11.65

# The pairings: skipped by --tiebreaks, which reads the TRF files already there.
if ! $tiebreaks_only; then
    rm -rf "$out"
    mkdir -p "$out"
    # The engine in a release build: the benchmark writes the tournaments (debug takes ten times as long).
    cd "$root"
    swift build -c release --product scorekeeper-bench
    "$root/.build/release/scorekeeper-bench" engine-trfs "$out" "$count"

"$venv/bin/python" - "$venv" "$out" <<'PY'
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from importlib.metadata import version

venv, out = sys.argv[1], sys.argv[2]
python = os.path.join(venv, "bin", "python")
checker = os.path.join(venv, "bin", "caissify-pairings-check")


def check(name):
    path = os.path.join(out, name)
    gacrux = subprocess.run([python, "-m", "gacrux.pairingchecker", "-c", "-x", "weighted", "-F", "TXT", "-i", path],
                            capture_output=True, text=True)
    caissify = subprocess.run([checker, path], capture_output=True, text=True)
    summary = [line for line in caissify.stdout.splitlines() if line.startswith("Summary:")]
    mismatched = [line.split(":")[0].strip() for line in caissify.stdout.splitlines() if "MISMATCH" in line]
    seed = int(name.split("-")[0])
    result = {"file": name, "seed": seed,
              "gacrux": "Check: True" in gacrux.stdout,
              "caissify": caissify.returncode == 0,
              "caissifySummary": summary[0] if summary else caissify.stdout[-200:],
              "caissifyMismatched": mismatched}
    print(f"{name}: gacrux {result['gacrux']}, caissify {result['caissify']}", file=sys.stderr, flush=True)
    return result


names = sorted(name for name in os.listdir(out) if name.endswith(".trf"))
with ThreadPoolExecutor(max_workers=2) as pool:
    results = list(pool.map(check, names))
summary = {"tournaments": len(results),
           "gacruxAccepts": sum(r["gacrux"] for r in results),
           "caissifyAccepts": sum(r["caissify"] for r in results),
           "bothAccept": sum(r["gacrux"] and r["caissify"] for r in results)}
versions = {"caissify-pairings": version("caissify-pairings"), "gacrux": version("gacrux")}
with open(os.path.join(out, "engine-checks.json"), "w") as file:
    json.dump({"oracles": versions, "summary": summary, "tournaments": results}, file, indent=1, sort_keys=True)
    file.write("\n")
print(json.dumps(summary), file=sys.stderr)
PY

    # Every round caissify refuses, looked into: caissify-refusals.json (README.md tells the classes).
    "$venv/bin/python" "$root/Tests/Oracles/caissify_refusals.py" "$out"
fi

# The tie-breaks of every file, always.
"$venv/bin/python" - "$venv" "$out" <<'PY'
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from importlib.metadata import version

venv, out = sys.argv[1], sys.argv[2]
python = os.path.join(venv, "bin", "python")

# As make-tournament-fixtures.sh asks: the tie-breaks that do not depend on an earlier ranking in
# one run, and DE (which breaks ties of the ranking by points) after PTS alone.
TIEBREAKS = ["PTS", "BH", "BH/C1", "BH/C2", "BH/M1", "SB", "SB/C1", "WIN", "WON", "BPG", "BWG",
             "REP", "PS", "ARO"]


def tiebreaks(path, codes):
    result = subprocess.run([python, "-m", "gacrux.tiebreakchecker", "-s", "-t", *codes, "-i", path],
                            capture_output=True, text=True)
    report = json.loads(result.stdout)
    if report["status"]["code"] != 0:
        raise SystemExit(f"gacrux refused {path}: {report['status']}")
    answer = report["tiebreakResult"]
    competitors = sorted(answer["competitors"], key=lambda competitor: competitor["cid"])
    if [competitor["cid"] for competitor in competitors] != list(range(1, len(competitors) + 1)):
        raise SystemExit(f"gacrux left out entrants of {path}")
    # Each code's values as a list in starting-rank order (entrant 1 first): half the size of a map.
    values = {}
    for position, tiebreak in enumerate(answer["tiebreaks"]):
        values[tiebreak["desc"]] = [None if competitor["tiebreakScore"][position] is None
                                    else str(competitor["tiebreakScore"][position])
                                    for competitor in competitors]
    return answer["rules"], values


def ask(name):
    path = os.path.join(out, name)
    rules, values = tiebreaks(path, TIEBREAKS)
    _, direct = tiebreaks(path, ["PTS", "DE"])
    values["DE"] = direct["DE"]
    print(f"{name}: tie-breaks", file=sys.stderr, flush=True)
    return {"file": name, "rules": rules, "tiebreaks": values}


names = sorted(name for name in os.listdir(out) if name.endswith(".trf"))
with ThreadPoolExecutor(max_workers=2) as pool:
    results = list(pool.map(ask, names))
with open(os.path.join(out, "engine-tiebreaks.json"), "w") as file:
    # One tournament a line, compact: the file stays small and its diffs readable.
    compact = {"sort_keys": True, "separators": (",", ":")}
    file.write('{"oracles":' + json.dumps({"gacrux": version("gacrux")}, **compact) + ',"tiebreaks":'
               + json.dumps(TIEBREAKS + ["DE"], **compact) + ',"tournaments":[\n')
    file.write(",\n".join(json.dumps(result, **compact) for result in results))
    file.write("\n]}\n")
PY
