"""Records, for every score bracket gacrux's Dutch engine (gacrux 1.11.65, MIT, Copyright 2024
Otto Milvang) pairs in every round of some TRF-16 files, the nodes still unpaired, whether C9
applies, and for every pair those nodes may form the digits of criteria C6-C21 and their
weight, as the engine has them when it starts on the bracket (criteria whose digits are
all 0 are left out). The Swift tests read the JSON.

    python dutch_bracket_criteria.py OUT.json FILE.trf [FILE.trf ...]
"""

from dutch_oracle import dump_rounds
from gacrux.pairingdutch import pairing_dutch

NAMES = {"QC6": "c6", "QC7": "c7", "QN8": "next8", "QC8": "c8", "QC9": "c9", "QC10": "c10",
         "QC11": "c11", "QC12": "c12", "QC13": "c13", "QC14": "c14", "QC15": "c15", "QC16": "c16",
         "QC17": "c17", "QC18": "c18", "QC19": "c19", "QC20": "c20", "QC21": "c21"}


def record_round(tournament, rnd):
    engine = pairing_dutch(tournament, rnd, {"experimental": [], "verbose": 0, "top_color": "w"})
    brackets = []
    original = engine.crosstable if hasattr(engine, "crosstable") else None
    pair_bracket = engine.pair_bracket

    def recording(scorelevel, nodes, edges, testpab):
        crosstable = engine.crosstable
        real_update = crosstable.update_crosstable
        captured = {}

        def update(level, n, e, pabbracket, update_maxpsd=True):
            real_update(level, n, e, pabbracket, update_maxpsd)
            if update_maxpsd and "done" not in captured:
                captured["done"] = True
                pairs = []
                for edge in e:
                    # The weights as update_edge computes them for this bracket.
                    edge["qlevel"] = -99
                    crosstable.update_edge(edge)
                    q = edge["quality"]
                    pairs.append({
                        "pair": [edge["ca"], edge["cb"]],
                        # Only the criteria with a digit other than 0.
                        "digits": {NAMES[k]: (v if isinstance(v, list) else [v]) for k, v in q.items()
                                   if k in NAMES and any(v if isinstance(v, list) else [v])},
                        "cost": str(edge["qcweight"]),
                    })
                brackets.append({
                    "scoreLevel": level,
                    "byeBracket": bool(pabbracket),
                    "maxScoreDifference": crosstable.maxpsd,
                    "nodes": [node["cid"] for node in n],
                    "pairs": pairs,
                })
                for edge in e:
                    edge["qlevel"] = -99

        crosstable.update_crosstable = update
        try:
            return pair_bracket(scorelevel, nodes, edges, testpab)
        finally:
            crosstable.update_crosstable = real_update

    engine.pair_bracket = recording
    engine.compute_pairing(False)
    return {"round": rnd, "brackets": brackets}


dump_rounds(record_round)
