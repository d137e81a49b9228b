"""Looks into every round of the engine's tournaments that caissify-pairings' checker
(caissify-pairings 0.5.0, Apache-2.0) refuses, and writes what it finds to
caissify-refusals.json in the same folder. For each such round:

- caissify's own pairing of it (its checker re-pairs the round from the rounds before);
- gacrux's verdict (gacrux 1.11.65, MIT, Copyright 2024 Otto Milvang, pairing checker in
  weighted mode) on a copy of the file cut after that round, with caissify's pairing in place of
  the engine's, and whether the pairing gacrux makes there is the engine's;
- caissify's verdict again when its checker reads the file's zero-point and half-point byes as
  the rules of 2026 do: no pairing-allocated bye (C.04.1 Art. 4), and a downfloat only for a
  half-point bye (C.04.3 1.4.3). Its checker counts every round without an opponent as both.

    python caissify_refusals.py FOLDER
"""
import json
import os
import subprocess
import sys
import tempfile

import caissify_pairings.fpc as fpc

from trf_rounds import parse

FULL = {"1", "+", "W", "F", "U"}
HALF = {"=", "D", "H"}
ABSENT = {"Z", "H"}


def write(header, players, count):
    """The file cut after round `count`, the score column recomputed."""
    lines = list(header)
    for number in sorted(players):
        head, rounds = players[number]
        points, blocks = 0.0, ""
        for entry in (rounds + [None] * count)[:count]:
            if entry is None:
                blocks += " " * 10
                continue
            opponent, colour, result = entry
            points += 1.0 if result in FULL else 0.5 if result in HALF else 0.0
            blocks += f"{opponent:4d} {colour} {result}  " if opponent else f"0000 - {result}  "
        lines.append((head[:80] + f"{points:4.1f}" + head[84:] + blocks).rstrip())
    return "\n".join(lines) + "\n"


def text(pairs):
    return " ".join(f"{p['white']}-{p['black']}" if p.get("black") else f"{p['white']}-bye" for p in pairs)


def gacrux(path, round_):
    """gacrux's verdict on `round_` of the file and the pairing it makes there."""
    result = subprocess.run([sys.executable, "-m", "gacrux.pairingchecker", "-c", "-x", "weighted", "-F", "JSON",
                             "-i", path], capture_output=True, text=True)
    rounds = json.loads(result.stdout)["pairingResult"]["roundpairing"]
    found = next(r for r in rounds if r["round"] == round_)
    return found["check"], {f"{a}-{b}" if b else f"{a}-bye" for a, b in found["pairs"]}


def with_caissifys_pairing(players, round_, pairs):
    """The players' rounds up to `round_`, that round's games and PAB replaced by `pairs` (results
    drawn: only the pairing of the round is judged); absences recorded beforehand stay."""
    changed = {}
    for number, (head, rounds) in players.items():
        rounds = [list(entry) if entry else None for entry in (rounds + [None] * round_)[:round_]]
        entry = rounds[round_ - 1]
        if not (entry is not None and entry[0] == 0 and entry[2] in "ZHF"):
            rounds[round_ - 1] = None
        changed[number] = (head, rounds)
    for pair in pairs:
        white, black = pair["white"], pair.get("black")
        if black is None:
            if changed[white][1][round_ - 1] is None:
                changed[white][1][round_ - 1] = [0, "-", "U"]
        else:
            changed[white][1][round_ - 1] = [black, "w", "="]
            changed[black][1][round_ - 1] = [white, "b", "="]
    return changed


def reading_absences_as_2026(build):
    """caissify's player input with zero- and half-point byes read as the rules of 2026 do."""
    def players(player_map, target_round):
        built = build(player_map, target_round)
        for player in built:
            results = player_map[player["id"]].get("results", {})
            played = [rnd for rnd in range(1, target_round) if results.get(rnd) is not None]
            floats = dict(zip(played, player["float_history"]))
            for rnd in played:
                entry = results[rnd]
                if entry.get("opponent") is None and entry.get("result") in ABSENT:
                    player["bye_count"] -= 1
                    if entry.get("result") == "Z":
                        floats[rnd] = "none"
            player["float_history"] = [floats[rnd] for rnd in played]
        return built
    return players


def main(folder):
    checks = json.load(open(os.path.join(folder, "engine-checks.json")))
    refused = [t["file"] for t in checks["tournaments"] if not t["caissify"]]
    rounds = []
    as_read = {}
    for name in refused:
        content = open(os.path.join(folder, name)).read()
        header, players = parse(content)
        for report in fpc.check_trf(content)["rounds"]:
            if report["match"]:
                continue
            round_ = report["round"]
            engine, theirs = report["trf_pairings"], report["engine_pairings"]
            changed = with_caissifys_pairing(players, round_, theirs)
            with tempfile.NamedTemporaryFile("w", suffix=".trf", delete=False) as file:
                file.write(write(header, changed, round_))
            accepted, made = gacrux(file.name, round_)
            os.unlink(file.name)
            byes = lambda pairs: sorted(p["white"] for p in pairs if not p.get("black")
                                        and players[p["white"]][1][round_ - 1][2] not in "ZHF")
            rounds.append({"file": name, "round": round_, "engine": text(engine), "caissify": text(theirs),
                           "engineBye": byes(engine), "caissifyBye": byes(theirs),
                           "gacruxAcceptsCaissifys": accepted,
                           "gacruxMakesTheEngines": made == set(text(engine).split()) - {
                               f"{n}-bye" for n, (_, r) in players.items()
                               if r[round_ - 1] is not None and r[round_ - 1][0] == 0 and r[round_ - 1][2] in "ZHF"}})
            print(f"{name} round {round_}: gacrux accepts caissify's {accepted}", file=sys.stderr, flush=True)
    build = fpc._build_engine_players
    fpc._build_engine_players = reading_absences_as_2026(build)
    try:
        for name in refused:
            report = fpc.check_trf(open(os.path.join(folder, name)).read())
            as_read[name] = [r["round"] for r in report["rounds"] if not r["match"]]
    finally:
        fpc._build_engine_players = build
    for entry in rounds:
        entry["caissifyAcceptsReadingAbsencesAs2026"] = entry["round"] not in as_read[entry["file"]]
    summary = {"rounds": len(rounds),
               "gacruxRefusesCaissifys": sum(not r["gacruxAcceptsCaissifys"] for r in rounds),
               "gacruxMakesTheEngines": sum(r["gacruxMakesTheEngines"] for r in rounds),
               "byeDiffers": sum(r["engineBye"] != r["caissifyBye"] for r in rounds),
               "caissifyAcceptsReadingAbsencesAs2026": sum(not bad for bad in as_read.values()),
               "tournaments": len(refused)}
    with open(os.path.join(folder, "caissify-refusals.json"), "w") as file:
        json.dump({"summary": summary, "rounds": rounds}, file, indent=1, sort_keys=True)
        file.write("\n")
    print(json.dumps(summary), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1])
