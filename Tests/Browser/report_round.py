"""Two phones report the same round of their table game's scores and agree: each opens its own
seat, the first types each seat's score into the round's form and waits for the other, the
second types the same, and the round is written into the game; the first phone's page, left
open, takes the entered round's form away and shows the next round's. Prints what each page
said at each step.
    python report_round.py ORIGIN SEAT SEAT SCORE...
SEAT is a report link's path (`/report/TOKEN`) or `pin:NNNNNN`; SCORE is each seat's score in
seat order.
"""

import sys

from selenium.webdriver.common.by import By

import livepage
import report_phone


def round_state(driver):
    """The round's state as the seat's page says it ("Round 1: no report yet.", "Waiting for
    ..."), or None while there is none."""
    return report_phone.section_text(driver, "round-state")


def wait_for_round_state(driver, expect, what):
    return livepage.wait_for(driver, f"{what}: a round state starting {expect!r}",
                             lambda d: (lambda now: now if now and now.startswith(expect) else None)(round_state(d)))


def form_round(driver):
    """The round the page's round form is for, or None without one."""
    forms = driver.find_elements(By.CSS_SELECTOR, "form[data-round-form]")
    return forms[0].get_attribute("data-round") if forms else None


def labels(driver):
    """The round form's labels, in the order the page shows them."""
    return livepage.texts(driver, "form[data-round-form] label")


def send_round(driver, scores, expect):
    """Types each seat's score into the round form, sends it, and waits until the round's state
    starts with `expect`; returns it."""
    livepage.wait_for(driver, "the round form", lambda d: d.find_elements(By.CSS_SELECTOR, "form[data-round-form] input#seat1"))
    for index, score in enumerate(scores):
        field = driver.find_element(By.ID, f"seat{index + 1}")
        field.clear()
        field.send_keys(score)
    driver.find_element(By.CSS_SELECTOR, "form[data-round-form] button[type='submit']").click()
    return wait_for_round_state(driver, expect, "the round's state after reporting")


def game_scores(driver):
    return livepage.first_text(driver, "#game-scores") or ""


def scenario():
    origin, first_seat, second_seat = sys.argv[1:4]
    scores = sys.argv[4:]

    def phones(first, second):
        report_phone.open_seat(first, origin, first_seat)
        report_phone.open_seat(second, origin, second_seat)
        seen = {"opened": [round_state(first), round_state(second)], "labels": labels(first),
                "formRound": form_round(first)}
        livepage.check_fits(first, livepage.PHONE[0])
        livepage.screenshot(first, "phone-report-round-form")
        seen["afterFirst"] = send_round(first, scores, "Waiting for ")
        seen["afterSecond"] = send_round(second, scores, "Round 2")
        # The first page follows the round live: the entered round's form goes, the next
        # round's comes.
        seen["firstLive"] = wait_for_round_state(first, "Round 2", "the first phone's page")
        livepage.wait_for(first, "the next round's form on the first phone", lambda d: form_round(d) == "2")
        seen["firstFormRound"] = form_round(first)
        seen["gameScores"] = game_scores(first)
        livepage.screenshot(first, "phone-report-round-entered")
        livepage.report(seen)

    livepage.with_two_phones(phones)


livepage.run(scenario)
