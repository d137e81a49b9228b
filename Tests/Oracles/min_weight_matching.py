"""Writes graphs and the matching networkx's min_weight_matching (networkx 3.6.1, which gacrux
1.11.65 calls to pair every bracket) finds for each, for the Swift DutchMinimumWeightMatching
tests. Many costs tie, so the tests check that the Swift side finds the same one of several
equally cheap matchings, not only one as cheap.

    python min_weight_matching.py OUT.json
"""
import json
import random
import sys

import networkx as nx


def graph(rng, index):
    vertices = rng.randint(2, 14)
    labels = rng.sample(range(0, 60), vertices)
    density = rng.choice([0.3, 0.6, 0.9])
    big = index % 4 == 3
    edges = []
    for i in range(vertices):
        for j in range(i + 1, vertices):
            if rng.random() < density:
                cost = rng.randint(0, 10 ** 60) if big else rng.randint(0, 3)
                a, b = labels[i], labels[j]
                edges.append([a, b, cost] if rng.random() < 0.5 else [b, a, cost])
    rng.shuffle(edges)
    g = nx.Graph()
    g.add_weighted_edges_from(edges)
    pairs = sorted(sorted(pair) for pair in nx.min_weight_matching(g))
    return {"edges": [[a, b, str(c)] for a, b, c in edges], "pairs": pairs}


rng = random.Random(4711)
graphs = [graph(rng, index) for index in range(300)]
with open(sys.argv[1], "w") as f:
    json.dump(graphs, f, separators=(",", ":"))
    f.write("\n")
