#!/usr/bin/env bash
# Makes the tournament fixtures of Tests/ScorekeeperDomainTests/Fixtures/Tournaments from two
# independent implementations on PyPI, so the Swift tournament model is checked against code
# it shares nothing with:
#   caissify-pairings 0.5.0 (Apache-2.0): random Swiss tournaments in TRF-16 (its RTG) and its
#       pairing checker;
#   gacrux 1.11.65 (MIT, Copyright 2024 Otto Milvang): FIDE C.07 tie-breaks and its own pairing
#       checker.
# The tests read what this writes and never run Python. Run it from anywhere:
#   Tests/Oracles/make-tournament-fixtures.sh
# ORACLE_VENV names the virtual environment to use or make (default .build/oracle-venv, which
# git ignores). The generator has no options for byes, forfeits, late entries or withdrawals,
# so part of the set is altered here after generation (see `alter` below); the score column is
# then recomputed, so every file stays consistent with the 1/½/0 score system.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
venv=${ORACLE_VENV:-$root/.build/oracle-venv}
out=$root/Tests/ScorekeeperDomainTests/Fixtures/Tournaments

if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check caissify-pairings==0.5.0 gacrux==1.11.65

rm -rf "$out"
mkdir -p "$out/trf"

ORACLES="$root/Tests/Oracles" "$venv/bin/python" - "$venv" "$out" <<'PY'
import json
import os
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from importlib.metadata import version

sys.path.insert(0, os.environ["ORACLES"])
from trf_rounds import parse  # noqa: E402  (the oracles' folder is known only at run time)

venv, out = sys.argv[1], sys.argv[2]
python = os.path.join(venv, "bin", "python")
rtg = os.path.join(venv, "bin", "caissify-pairings-rtg")
fpc = os.path.join(venv, "bin", "caissify-pairings-check")

# The tie-breaks that do not depend on an earlier ranking, asked for in one run; DE breaks ties
# of the ranking by points, so it is asked for after PTS alone.
TIEBREAKS = ["PTS", "BH", "BH/C1", "BH/C2", "BH/M1", "SB", "SB/C1", "WIN", "WON", "BPG", "BWG",
             "REP", "PS", "ARO"]
KINDS = ["plain", "forfeits", "half-point byes", "late entries", "withdrawals", "unrated games",
         "plain", "mixed"]
FULL = {"1", "+", "W", "F", "U"}
HALF = {"=", "D", "H"}


def plan():
    """(index, players, rounds, seed, kind, accelerated, start date) of every tournament."""
    plans = []
    for index in range(int(os.environ.get("TOURNAMENTS", "220"))):
        # Mostly small fields (the generator pairs large ones slowly), with some up to 100.
        if index % 10 == 9:
            players = 100 - (index // 10 * 13) % 50
        else:
            players = 10 + (index * 37) % 41
        rounds = min(5 + index % 7, players // 2 + 1)
        date = ["2025/06/01", "2026/06/01", None][index % 3]
        plans.append((index, players, rounds, 7919 * index + 17, KINDS[index % len(KINDS)],
                      index % 10 == 3, date))
    return plans


def write(header, players, count):
    lines = list(header)
    for number in sorted(players):
        head, rounds = players[number]
        points = 0.0
        blocks = ""
        for entry in rounds + [None] * (count - len(rounds)):
            if entry is None:
                blocks += " " * 10
                continue
            opponent, colour, result = entry
            points += 1.0 if result in FULL else 0.5 if result in HALF else 0.0
            blocks += f"{opponent:4d} {colour} {result}  " if opponent else f"0000 - {result}  "
        head = head[:80] + f"{points:4.1f}" + head[84:]
        lines.append(head + blocks)
    return "\n".join(lines) + "\n"


def alter(kind, players, count, rng):
    """Turns some played games into forfeits, byes, absences or unrated games, both sides alike."""
    def played(rnd):
        return [(n, r[rnd]) for n, (_, r) in players.items()
                if r[rnd] is not None and r[rnd][0] and r[rnd][2] in "10=" and r[rnd][1] == "w"]

    def bye(number, rnd, result):
        players[number][1][rnd] = [0, "-", result]

    def some_games():
        """One to three times, a game of a random round (a round without one passes):
        (round, white, black), drawn in the order the fixtures were first made with."""
        for _ in range(rng.randint(1, 3)):
            rnd = rng.randrange(count)
            games = played(rnd)
            if not games:
                continue
            white, entry = rng.choice(games)
            yield rnd, white, entry[0]

    def forfeits():
        for rnd, white, black in some_games():
            if rng.random() < 0.2:
                players[white][1][rnd][2] = players[black][1][rnd][2] = "-"
            else:
                winner, loser = (white, black) if rng.random() < 0.5 else (black, white)
                players[winner][1][rnd][2] = "+"
                players[loser][1][rnd][2] = "-"

    def half_point_byes():
        for rnd, white, black in some_games():
            asked, other = (white, black) if rng.random() < 0.5 else (black, white)
            bye(asked, rnd, "H")
            bye(other, rnd, rng.choice(["U", "F"]))

    def absent(number, rnd, result):
        entry = players[number][1][rnd]
        if entry is not None and entry[0]:
            bye(entry[0], rnd, rng.choice(["U", "F"]))
        if result == " ":
            players[number][1][rnd] = None
        else:
            bye(number, rnd, result)

    def late_entries():
        for number in rng.sample(sorted(players), min(2, len(players))):
            for rnd in range(rng.randint(1, 2)):
                absent(number, rnd, rng.choice(["Z", "H", " "]))

    def withdrawals():
        for number in rng.sample(sorted(players), min(2, len(players))):
            first = rng.randrange(count // 2, count)
            entry = players[number][1][first]
            if entry is not None and entry[0] and entry[2] in "10=":
                # A no-show: the opponent wins by forfeit.
                entry[2] = "-"
                players[entry[0]][1][first][2] = "+"
            else:
                absent(number, first, "Z")
            for rnd in range(first + 1, count):
                absent(number, rnd, rng.choice([" ", "Z"]))

    def unrated_games():
        for rnd, white, black in some_games():
            for number in (white, black):
                mine = players[number][1][rnd]
                mine[2] = {"1": "W", "0": "L", "=": "D"}[mine[2]]

    actions = {"forfeits": [forfeits], "half-point byes": [half_point_byes],
               "late entries": [late_entries], "withdrawals": [withdrawals],
               "unrated games": [unrated_games],
               "mixed": [forfeits, half_point_byes, late_entries, withdrawals, unrated_games]}
    for action in actions.get(kind, []):
        action()


def run(arguments):
    return subprocess.run(arguments, capture_output=True, text=True)


def tiebreaks(path, codes):
    result = run([python, "-m", "gacrux.tiebreakchecker", "-s", "-t", *codes, "-i", path])
    report = json.loads(result.stdout)
    if report["status"]["code"] != 0:
        raise SystemExit(f"gacrux refused {path}: {report['status']}")
    answer = report["tiebreakResult"]
    values = {}
    for position, tiebreak in enumerate(answer["tiebreaks"]):
        values[tiebreak["desc"]] = {
            str(competitor["cid"]): (None if competitor["tiebreakScore"][position] is None
                                     else str(competitor["tiebreakScore"][position]))
            for competitor in answer["competitors"]}
    return answer["rules"], values


def make(entry):
    index, count_players, count, seed, kind, accelerated, date = entry
    arguments = [rtg, "-n", "1", "-p", str(count_players), "-r", str(count), "--seed", str(seed)]
    if accelerated:
        arguments.append("--accelerated")
    generated = run(arguments)
    if generated.returncode != 0:
        raise SystemExit(f"the generator failed on {arguments}: {generated.stderr}")
    header, players = parse(generated.stdout)
    if date is not None:
        end = date[:-2] + "09"
        header = header[:1] + [f"042 {date}", f"052 {end}"] + header[1:]
    alter(kind, players, count, random.Random(seed))
    if index % 25 == 7:
        # An unrated entrant (blank rating), which leaves ARO undefined for everyone.
        last = max(players)
        head, rounds = players[last]
        players[last] = (head[:48] + "    " + head[52:], rounds)
    name = f"{index + 1:03d}-{count_players}p-{count}r-{kind.replace(' ', '-')}.trf"
    path = os.path.join(out, "trf", name)
    with open(path, "w") as file:
        file.write(write(header, players, count))

    rules, values = tiebreaks(path, TIEBREAKS)
    _, direct = tiebreaks(path, ["PTS", "DE"])
    values["DE"] = direct["DE"]

    checked = run([fpc, path])
    summary = [line for line in checked.stdout.splitlines() if line.startswith("Summary:")]
    gacrux = json.loads(run([python, "-m", "gacrux.pairingchecker", "-c", "-i", path]).stdout)
    rounds = gacrux.get("pairingResult", {}).get("roundpairing", [])
    refused = [r["round"] for r in rounds if not r.get("check", False)]
    check = {
        "file": name, "kind": kind, "accelerated": accelerated,
        "caissify": {"accepted": checked.returncode == 0, "summary": summary[0] if summary else checked.stdout[-300:]},
        "gacrux": {"accepted": gacrux["status"]["code"] == 0 and not refused and len(rounds) > 0,
                   "roundsRefused": refused, "status": gacrux["status"]["code"]},
    }
    byes = sum(1 for _, rs in players.values() for r in rs if r is not None and not r[0])
    fixture = {"file": name, "players": count_players, "rounds": count, "seed": seed, "kind": kind,
               "accelerated": accelerated, "startDate": date, "rules": rules, "byes": byes,
               "tiebreaks": values}
    print(f"{name}: caissify {check['caissify']['accepted']}, gacrux {check['gacrux']['accepted']}",
          file=sys.stderr, flush=True)
    return fixture, check


with ThreadPoolExecutor(max_workers=2) as pool:
    results = list(pool.map(make, plan()))

versions = {"caissify-pairings": version("caissify-pairings"), "gacrux": version("gacrux")}
with open(os.path.join(out, "tiebreaks.json"), "w") as file:
    # One tournament a line, compact: the file stays small and its diffs readable.
    compact = {"sort_keys": True, "separators": (",", ":")}
    file.write('{"oracles":' + json.dumps(versions, **compact) + ',"tiebreaks":'
               + json.dumps(TIEBREAKS + ["DE"], **compact) + ',"tournaments":[\n')
    file.write(",\n".join(json.dumps(fixture, **compact) for fixture, _ in results))
    file.write("\n]}\n")

checks = [check for _, check in results]
summary = {}
for group, members in [("all", checks), ("unaltered", [c for c in checks if c["kind"] == "plain"]),
                       ("altered", [c for c in checks if c["kind"] != "plain"])]:
    summary[group] = {
        "tournaments": len(members),
        "caissifyAccepts": sum(c["caissify"]["accepted"] for c in members),
        "gacruxAccepts": sum(c["gacrux"]["accepted"] for c in members),
        "bothAccept": sum(c["caissify"]["accepted"] and c["gacrux"]["accepted"] for c in members),
        "disagreements": [c["file"] for c in members if c["caissify"]["accepted"] != c["gacrux"]["accepted"]],
    }
with open(os.path.join(out, "pairing-checks.json"), "w") as file:
    json.dump({"oracles": versions, "summary": summary, "tournaments": checks}, file, indent=1, sort_keys=True)
    file.write("\n")
print(json.dumps(summary, indent=1), file=sys.stderr)
PY
