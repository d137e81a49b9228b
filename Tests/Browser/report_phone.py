"""What the report scenarios share: a phone that opens its seat (by the link on its slip, or by
typing the PIN at /report), reads its table's state, and sends the result form.

A seat is named on the command line as `/report/TOKEN` (the path `tournament codes --json`
gives, opened as the link) or `pin:NNNNNN` (typed into the PIN form at `/report`).
"""

from selenium.webdriver.common.by import By

import livepage


def open_seat(driver, origin, seat, screenshot=None):
    """Opens the seat's own page on a phone and waits until it shows the table's state. With
    `pin:NNNNNN`, the phone opens `/report` (no key in the address), sees the PIN form (saved as
    `screenshot` when given), types the PIN and sends it."""
    if seat.startswith("pin:"):
        driver.get(origin + "/report")
        livepage.wait_for(driver, "the PIN form at /report",
                          lambda d: d.find_elements(By.CSS_SELECTOR, "form[action='/report/pin'] input#pin"))
        if screenshot:
            livepage.screenshot(driver, screenshot)
        field = driver.find_element(By.ID, "pin")
        field.send_keys(seat[len("pin:"):])
        field.find_element(By.XPATH, "ancestor::form//button[@type='submit']").click()
    else:
        livepage.open_link(driver, origin + seat)
    return livepage.wait_for(driver, "the seat's page with its table's state", lambda d: state(d))


def state(driver):
    """The table's state as the seat's page says it ("No report yet.", "Waiting for ...",
    "Committed: 1-0."), or None while there is none."""
    return section_text(driver, "state")


def section_text(driver, element_id):
    """The text of the element `element_id` of a live page, or None while there is none."""
    return livepage.first_text(driver, "#" + element_id)


def heading(driver):
    """The seat page's heading ("Table 1 · round 1")."""
    return livepage.first_text(driver, "main h1")


def send_result(driver, result, expect):
    """Types `result` into the result form, sends it, and waits until the page's state starts
    with `expect` (the page the server sends back after the report); returns that state."""
    field = livepage.wait_for(driver, "the result form", lambda d: (d.find_elements(By.ID, "result") or [None])[0])
    field.clear()
    field.send_keys(result)
    field.find_element(By.XPATH, "ancestor::form//button[@type='submit']").click()
    return wait_for_state(driver, expect, f"the state after reporting {result}")


def wait_for_state(driver, expect, what, timeout=livepage.TIMEOUT):
    """Waits until the page's state starts with `expect` and returns it."""
    return livepage.wait_for(driver, f"{what}: a state starting {expect!r}",
                             lambda d: (lambda now: now if now and now.startswith(expect) else None)(state(d)),
                             timeout=timeout)


def mark(driver):
    """Marks the page's window: a reload would start a new window and lose the mark."""
    driver.execute_script("window.scorekeeperMark = 'before the change';")


def still_marked(driver):
    """Fails when the page was reloaded since `mark`."""
    found = driver.execute_script("return window.scorekeeperMark")
    if found != "before the change":
        raise livepage.CheckFailed(f"the page was reloaded (the mark is {found!r})")


def has_form(driver):
    """Whether the page still offers the result form."""
    return any(element.is_displayed() for element in driver.find_elements(By.ID, "result"))
