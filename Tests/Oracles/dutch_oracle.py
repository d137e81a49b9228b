"""What the Dutch oracles (dutch_player_state.py, dutch_bracket_criteria.py,
dutch_bracket_matchings.py) share: a TRF-16 file read as gacrux's Dutch engine pairs it, and
the JSON file of every round's record each writes.
"""
import io
import json
import os
import sys

from gacrux.trf2json import trf2json


def load(path):
    chessfile = trf2json()
    with io.open(path, mode="r", encoding="latin1") as f:
        chessfile.parse_file(f.read(), 0)
    tournament = chessfile.get_tournament(1)
    tournament["pairingSystem"] = ["dutch"]
    tournament["maxMeets"] = 1
    return tournament


def dump_rounds(record_round):
    """Writes OUT.json, the first argument: for each TRF-16 file named after it, the record
    `record_round(tournament, rnd)` makes of every round, the file read afresh for each."""
    out = sys.argv[1]
    files = []
    for path in sys.argv[2:]:
        tournament = load(path)
        rounds = max(tournament["numRounds"], tournament["currentRound"])
        files.append({"file": os.path.basename(path),
                      "rounds": [record_round(load(path), rnd) for rnd in range(1, rounds + 1)]})
    with open(out, "w") as f:
        json.dump(files, f, separators=(",", ":"))
        f.write("\n")
