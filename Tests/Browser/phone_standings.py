"""A phone (360 x 740) opens the link: a game's scoreboard, or a tournament's round and its
standings, each without sideways scrolling. Prints the rows it read.
    python phone_standings.py LINK game|tournament
"""

import sys

import livepage
from livepage import By


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
            livepage.report({"board": board, "title": driver.find_element(By.CSS_SELECTOR, "main h1").text})
            return
        tables = livepage.wait_for(driver, "the round's tables", lambda d: livepage.table_rows(d, "table.tables"))
        livepage.check_fits(driver, width)
        livepage.screenshot(driver, "phone-round")
        livepage.open_path(driver, "/standings")
        standings = livepage.wait_for(driver, "the standings", lambda d: livepage.table_rows(d, "table.standings"))
        livepage.check_fits(driver, width)
        livepage.screenshot(driver, "phone-standings")
        # A player's own page, one tap from the standings.
        driver.find_element(By.CSS_SELECTOR, "table.standings tbody tr a").click()
        seat = livepage.wait_for(driver, "a player's own page", lambda d: d.find_elements(By.CSS_SELECTOR, "main p.seat"))
        livepage.check_fits(driver, width)
        livepage.screenshot(driver, "phone-player")
        livepage.report({"tables": tables, "standings": standings, "own": seat[0].text})
    finally:
        driver.quit()


livepage.run(scenario)
