# Expected OpenSkill ratings for openskill_games.json, from the reference implementation.
# Regenerate with:
#   python3 -m venv V && V/bin/pip install openskill==6.2.0
#   V/bin/python Tests/ScorekeeperStoreTests/Fixtures/openskill_expected.py \
#       Tests/ScorekeeperStoreTests/Fixtures/openskill_games.json > Tests/ScorekeeperStoreTests/Fixtures/openskill_expected.json
# Each game's ranks are competition ranks by its rule (ties share a rank), computed here from the
# scores, independently of Scorekeeper. Output: every person's mu and sigma after every game.
import json
import sys

import openskill
from openskill.models import PlackettLuce

games = json.load(open(sys.argv[1]))["games"]
model = PlackettLuce()
ratings = {}
history = []
for game in games:
    names = sorted(game["scores"])
    scores = game["scores"]
    better = (lambda a, b: a < b) if game["lowestWins"] else (lambda a, b: a > b)
    ranks = [1 + sum(1 for other in names if better(scores[other], scores[name])) for name in names]
    teams = [[ratings.get(name) or model.rating(name=name)] for name in names]
    rated = model.rate(teams, ranks=ranks)
    after = {}
    for name, team in zip(names, rated):
        ratings[name] = team[0]
        after[name] = {"mu": team[0].mu, "sigma": team[0].sigma}
    history.append(after)
json.dump({"openskill": openskill.__version__, "history": history}, sys.stdout, indent=1, sort_keys=True)
print()
