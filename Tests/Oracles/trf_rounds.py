"""The rounds of a TRF-16 report as the oracle scripts read them, written once for
make-tournament-fixtures.sh and caissify_refusals.py."""


def parse(text):
    """(header lines, {start number: (head of the 001 line, [[opponent, colour, result] per round]))."""
    header, players = [], {}
    for line in text.splitlines():
        if not line.startswith("001"):
            if line.strip():
                header.append(line)
            continue
        rounds = []
        for start in range(91, len(line), 10):
            block = line[start:start + 10]
            rounds.append([int(block[0:4]), block[5], block[7]] if block.strip() else None)
        players[int(line[4:8])] = (line[:91], rounds)
    return header, players
