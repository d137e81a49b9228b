"""Records every weighted matching gacrux's Dutch engine (gacrux 1.11.65, MIT, Copyright 2024
Otto Milvang) makes while pairing every round of some TRF-16 files in its plain weighted mode
(option "weighted": no shortcuts, every bracket matched with every player still unpaired):
for each, the bracket, whether C9 applies, the mode (HE heterogeneous, HO homogeneous), the
pairs the homogeneous stage aims for, the bracket sequence numbers, every edge with its
weight in the order networkx was given them, and the pairs networkx chose; and the pairing of
the round. The Swift tests read the JSON.

    python dutch_bracket_matchings.py OUT.json FILE.trf [FILE.trf ...]
"""

from gacrux import pairingdutch
from dutch_oracle import dump_rounds
from gacrux.pairingdutch import pairing_dutch


def record_round(tournament, rnd):
    engine = pairing_dutch(tournament, rnd, {"experimental": ["weighted"], "verbose": 0, "top_color": "w"})
    matchings = []
    real_round = engine.pair_weighted_round
    real_bracket = engine.pair_bracket
    state = {}

    def bracket(scorelevel, nodes, edges, testpab):
        real_update = engine.crosstable.update_crosstable

        def update(level, n, e, pabbracket, update_maxpsd=True):
            if update_maxpsd:
                state["bye"] = bool(pabbracket)
                state["nodes"] = [node["cid"] for node in n]
            return real_update(level, n, e, pabbracket, update_maxpsd)

        engine.crosstable.update_crosstable = update
        try:
            return real_bracket(scorelevel, nodes, edges, testpab)
        finally:
            engine.crosstable.update_crosstable = real_update

    def weighted_round(b, nodes, edges, mode, numpairs, category):
        log = []
        real_weight = engine.crosstable.update_weight

        def update_weight(m, cat, c):
            w = real_weight(m, cat, c)
            log.append([c["ca"], c["cb"], str(w)])
            return w

        engine.crosstable.update_weight = update_weight
        try:
            pairs = real_round(b, nodes, edges, mode, numpairs, category)
        finally:
            engine.crosstable.update_weight = real_weight
        matchings.append({
            "scoreLevel": b["scorelevel"],
            "byeBracket": state["bye"],
            "bracketNodes": state["nodes"],
            "mode": mode,
            "pairsAimedFor": numpairs,
            "nodes": [node["cid"] for node in nodes],
            "sequence": [[cid, n] for cid, n in (b["bsne"] if mode == "HE" else b["bsno"]).items()],
            "edges": log,
            "pairs": sorted(sorted(p) for p in pairs),
        })
        return pairs

    engine.pair_weighted_round = weighted_round
    engine.pair_bracket = bracket
    roundpairing = engine.compute_pairing(False)
    pairs = sorted([(p["board"], p["w"], p["b"]) for b in roundpairing for p in b["pairs"]])
    return {"round": rnd, "pablevel": engine.pablevel, "topColor": engine.topcolor, "matchings": matchings,
            "pairing": [[w, b] for _, w, b in pairs]}


dump_rounds(record_round)
