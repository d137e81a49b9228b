"""A phone (360 x 740) opens the link: a game's scoreboard, or a tournament's round and its
standings, each without sideways scrolling. Prints the rows it read.
    python phone_standings.py LINK game|tournament
"""

import sys

import livepage


def scenario():
    link, kind = sys.argv[1], sys.argv[2]
    driver = livepage.start(livepage.PHONE)
    try:
        livepage.open_link(driver, link)
        width = livepage.PHONE[0]
        if kind == "game":
            board = livepage.wait_for(driver, "the scoreboard's rows", lambda d: livepage.table_rows(d, "table.board"))
            livepage.check_fits(driver, width)
            livepage.screenshot(driver, "phone-game")
            livepage.report({"board": board, "title": livepage.first_text(driver, "main h1")})
            return
        tables = livepage.wait_for(driver, "the round's tables", lambda d: livepage.table_rows(d, "table.tables"))
        livepage.check_fits(driver, width)
        livepage.screenshot(driver, "phone-round")
        livepage.open_path(driver, "/standings")
        standings = livepage.wait_for(driver, "the standings", lambda d: livepage.table_rows(d, "table.standings"))
        livepage.check_fits(driver, width)
        livepage.screenshot(driver, "phone-standings")
        # A player's own page, one tap from the standings.
        livepage.click(driver, "a name in the standings", "table.standings tbody tr a")
        livepage.wait_for(driver, "a player's own page", lambda d: livepage.first_text(d, "main p.seat"))
        livepage.check_fits(driver, width)
        livepage.screenshot(driver, "phone-player")
        livepage.report({"tables": tables, "standings": standings, "own": livepage.first_text(driver, "main p.seat")})
    finally:
        driver.quit()


livepage.run(scenario)
