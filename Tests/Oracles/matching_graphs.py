# Random graphs and their maximum weight matchings' total weights, by networkx's
# max_weight_matching (BSD-3-Clause). Run by make-matching-fixtures.sh; writes JSON to standard
# output. Deterministic: the graphs come from a fixed seed.
#
# Each graph: "vertices" (numbered 0..n-1), "edges" as [u, v, weight], "maxcardinality", and what
# networkx found: "weight" (the matching's total) and "pairs" (how many edges it matched).
# Weights are written as decimal strings, since some are far beyond 64 bits (as a Swiss system's
# are); Python's integers are exact at any size.
import json
import random
import sys
from importlib.metadata import version

import networkx as nx

rng = random.Random(20261127)
graphs = []


def add_graph(vertices, density, weights, maxcardinality):
    graph = nx.Graph()
    graph.add_nodes_from(range(vertices))
    edges = []
    for u in range(vertices):
        for v in range(u + 1, vertices):
            if rng.random() < density:
                weight = weights()
                graph.add_edge(u, v, weight=weight)
                edges.append([u, v, str(weight)])
    matching = nx.max_weight_matching(graph, maxcardinality=maxcardinality)
    total = sum(graph[u][v]["weight"] for u, v in matching)
    graphs.append({
        "vertices": vertices,
        "maxcardinality": maxcardinality,
        "edges": edges,
        "weight": str(total),
        "pairs": len(matching),
    })


# Small weights (many ties), larger ones (few ties), some negative, and huge ones built like a
# Swiss system's: sums of powers of a base with small digits.
weight_kinds = [
    lambda: rng.randint(1, 5),
    lambda: rng.randint(1, 1_000_000),
    lambda: rng.randint(-20, 40),
    lambda: sum(rng.randint(0, 99) * 100 ** power for power in range(rng.randint(1, 40))),
]
for index in range(200):
    vertices = rng.randint(2, 60)
    density = rng.choice([0.05, 0.1, 0.2, 0.3, 0.5])
    add_graph(vertices, density, weight_kinds[index % len(weight_kinds)], maxcardinality=(index // 4) % 2 == 1)

json.dump({"networkx": version("networkx"), "graphs": graphs}, sys.stdout, separators=(",", ":"))
sys.stdout.write("\n")
