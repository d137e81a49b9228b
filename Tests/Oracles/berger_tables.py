# FIDE Berger tables (Handbook C.05, Annex 1) for 3 to 24 entrants, from two independent
# implementations: caissify-pairings (Apache-2.0) and gacrux (MIT). Run by make-berger-fixtures.sh;
# writes JSON to standard output.
#
# For every entrant count N the output holds:
#   "boards": the single cycle, round by round, board by board, as [white, black] in the tables'
#             own order; with an odd N the extra number N + 1 appears, and its opponent sits out.
#   "double": both cycles of a double round robin as caissify's round-robin engine pairs them
#             (players numbered 1..N by starting number): each round's games as [white, black] in
#             its table order, and who has the bye (null when nobody has).
#   "doubleSwapped": the same with FIDE's recommendation for double round robins (the last two
#             rounds of the first cycle switched, so that nobody plays three games running with
#             one colour), as gacrux's tournament generator pairs it ("berger-fide", two meetings),
#             games sorted.
# The script stops with an error when the implementations disagree.
import json
import os
import subprocess
import sys
import tempfile
from importlib.metadata import version

from caissify_pairings.engines.round_robin import RoundRobinEngine, berger_round
from gacrux import berger


def gacrux_rounds(table):
    size = table["players"]
    return [
        [[table["pairing"][rnd][board]["white"], table["pairing"][rnd][board]["black"]]
         for board in range(1, size // 2 + 1)]
        for rnd in range(1, size)
    ]


def engine_round(entrants, round_number):
    players = [{"id": number, "starting_number": number} for number in range(1, entrants + 1)]
    engine = RoundRobinEngine(players, set(), round_number, 2 * (entrants + entrants % 2 - 1), cycles=2)
    games, bye = [], None
    for pairing in engine.generate_pairings():
        if pairing.get("bye"):
            bye = pairing["white_id"]
        else:
            games.append([pairing["white_id"], pairing["black_id"]])
    return {"games": games, "bye": bye}


def gacrux_double(entrants, method):
    """Both cycles as gacrux's tournament generator plays them, read back from its TRF file."""
    rounds = 2 * (entrants + entrants % 2 - 1)
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(
            [sys.executable, "-m", "gacrux.tournamentgenerator", "-m", method, "-K", "2", "-p", str(entrants),
             "-N", str(rounds), "-o", os.path.join(folder, "t%d.trf"), "-g", "0", "1"],
            check=True, stdout=subprocess.DEVNULL)
        with open(os.path.join(folder, "t0000.trf")) as trf:
            lines = [line.rstrip("\n") for line in trf if line.startswith("001")]
    played = [{"games": set(), "bye": None} for _ in range(rounds)]
    for line in lines:
        number = int(line[4:8])
        for rnd in range(rounds):
            opponent, colour, _ = line[91 + 10 * rnd:101 + 10 * rnd].split()
            if int(opponent) == 0:
                played[rnd]["bye"] = number
            elif colour == "w":
                played[rnd]["games"].add((number, int(opponent)))
    return [{"games": sorted([list(game) for game in rnd["games"]]), "bye": rnd["bye"]} for rnd in played]


tables = []
for entrants in range(3, 25):
    size = entrants + entrants % 2
    boards = [[list(pair) for pair in berger_round(size, rnd)] for rnd in range(1, size)]
    if boards != gacrux_rounds(berger.bergertables(entrants)):
        sys.exit(f"caissify and gacrux's bergertables disagree for {entrants} entrants")
    if boards != gacrux_rounds(berger.bergertablesGeneric(entrants)):
        sys.exit(f"caissify and gacrux's bergertablesGeneric disagree for {entrants} entrants")
    double = [engine_round(entrants, rnd) for rnd in range(1, 2 * (size - 1) + 1)]
    # gacrux's cross table gives, for every ordered pair (white, black), the round of the first
    # or the second cycle in which they meet with those colours.
    crosstable = berger.bergercrosstables(berger.bergertables(entrants))["crosstable"]
    for rnd, played in enumerate(double, start=1):
        for white, black in played["games"]:
            if crosstable[white][black]["round"] != rnd:
                sys.exit(f"caissify's double round robin and gacrux's cross table disagree: {entrants} entrants, round {rnd}")
        if played["bye"] is not None:
            meets = crosstable[played["bye"]].get(size) or {}
            meets_back = crosstable[size].get(played["bye"]) or {}
            if rnd not in (meets.get("round"), meets_back.get("round")):
                sys.exit(f"caissify's bye and gacrux's cross table disagree: {entrants} entrants, round {rnd}")
    plain = gacrux_double(entrants, "berger")
    if plain != [{"games": sorted(rnd["games"]), "bye": rnd["bye"]} for rnd in double]:
        sys.exit(f"caissify's and gacrux's double round robins disagree: {entrants} entrants")
    swapped = gacrux_double(entrants, "berger-fide")
    tables.append({"entrants": entrants, "boards": boards, "double": double, "doubleSwapped": swapped})

json.dump({
    "caissify-pairings": version("caissify-pairings"),
    "gacrux": version("gacrux"),
    "tables": tables,
}, sys.stdout, separators=(",", ":"))
sys.stdout.write("\n")
