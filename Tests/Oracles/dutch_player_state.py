"""Dumps, for every round of some TRF-16 files, the players' state gacrux's Dutch engine
(gacrux 1.11.65, MIT, Copyright 2024 Otto Milvang) builds before pairing that round: score,
colour difference, sequence and preference, floats, top-scorer flag, pairing number, who is
paired this round, and which pairs (and byes) the rules C1-C3 allow. The Swift tests read the
JSON this writes and never run Python.

    python dutch_player_state.py OUT.json FILE.trf [FILE.trf ...]

It pairs in generation mode (as the checker does when it re-pairs a round): the round being
paired is read from the file only to learn who takes part in it.
"""

from dutch_oracle import dump_rounds
from gacrux.pairingdutch import pairing_dutch


def half(value):
    return int(value * 2)


def round_state(tournament, rnd):
    engine = pairing_dutch(tournament, rnd, {"experimental": [], "verbose": 0, "top_color": "w"})
    engine.checkonly = False
    crosstable = engine.get_crosstable([], False, 0)
    competitors, opponents = crosstable.init_engine(
        tournament, rnd, engine.nummeets, engine.topcolor, engine.rank)
    blob = crosstable.BLOB
    players = []
    for c in competitors[1:blob]:
        players.append({
            "pairingNumber": c["cid"],
            "halfPoints": half(c["acc"]),
            "paired": bool(c["rfp"]),
            "tpn": c.get("tpn"),
            "colourDifference": c["cod"],
            "colours": c["csq"].strip(),
            "colourPreference": c["cop"],
            "floats": c["flt"],
            "topScorer": bool(c["top"]),
            "opponents": sorted(v for k, v in c["num"].items() if str(k).isdigit()),
            "scoreLevel": c["scorelevel"] if c["rfp"] else None,
        })
    # Pairs allowed by C1-C3; a pair with 0 is the pairing-allocated bye.
    allowed = []
    for a in range(0, blob):
        for b in range(a + 1, blob):
            if opponents[a][b]["canmeet"]:
                allowed.append([a, b])
    return {"round": rnd, "players": players, "allowed": allowed}


dump_rounds(round_state)
