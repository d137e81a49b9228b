"""What the browser scenarios share: a headless Chromium from Debian driven through Debian's
chromedriver, a page opened from the link `scorekeeper serve` prints, waits on conditions, the
page's rows as text, contrast, screenshots.

Each scenario is a script of its own (`phone_standings.py`, `live_update.py`, ...), started by
the Swift suite `BrowserPageTests` with the link and what to look for. A script prints what it
read as one JSON line on standard output, and exits non-zero with one line on standard error
when a check fails; the Swift side compares what it read with the command line's `--json`.

The pages a seat reports from (`/report/TOKEN`, two phones reporting one table's result) take
the same steps: `start()` once per phone (each has its own cookies), `open_link` with that seat's
report link, then the form.
"""

import json
import os
import sys

# Selenium Manager would look for (and download) a driver when none is given: the driver is
# named below, and offline mode makes sure nothing is fetched.
os.environ.setdefault("SE_OFFLINE", "true")

from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
# A common phone's viewport in CSS pixels, and a projector's.
PHONE = (360, 740)
PROJECTOR = (1280, 720)
# How long a wait may take before it is a failure. Waits end as soon as their condition holds;
# this only bounds a hang on a loaded machine.
TIMEOUT = 30


class CheckFailed(Exception):
    """A check of the page that did not hold: the script's one line on standard error."""


def start(size=PHONE, phone=True):
    """A headless Chromium whose viewport is `size`: as a phone (touch, the viewport meta tag
    honoured, two device pixels a CSS pixel) when `phone`, else as a desktop window."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    # --headless=new: no display here. --no-sandbox: the tests run as root in a container,
    # where Chromium refuses to start with its sandbox (it needs an unprivileged user and
    # user namespaces). --disable-dev-shm-usage: a container's /dev/shm is small (64 MB) and
    # Chromium crashes when it fills it; this puts that memory in /tmp instead.
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--disable-gpu", "--no-first-run", "--disable-extensions",
                     "--hide-scrollbars"):
        options.add_argument(argument)
    width, height = size
    if phone:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2.0, "touch": True, "mobile": True},
        })
    else:
        options.add_argument(f"--window-size={width},{height}")
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    if not phone:
        # The window's size is not the page's: this makes the viewport exactly `size`.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    driver.set_page_load_timeout(TIMEOUT)
    return driver


def with_two_phones(body):
    """Runs `body(first, second)` with two phones (two browsers, each with its own cookies),
    and closes both whatever happens."""
    first = start(PHONE)
    try:
        second = start(PHONE)
        try:
            return body(first, second)
        finally:
            second.quit()
    finally:
        first.quit()


def wait_for(driver, what, condition, timeout=TIMEOUT):
    """Waits until `condition(driver)` is truthy and returns its value; a `CheckFailed` naming
    `what` when it never is."""
    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.1).until(condition)
    except TimeoutException:
        raise CheckFailed(f"waited {timeout} s for {what}; the page at {driver.current_url} reads: "
                          + driver.find_element(By.TAG_NAME, "body").text[:400].replace("\n", " | "))


def open_link(driver, link):
    """Opens a link as `scorekeeper serve` prints it (`http://HOST:PORT/PATH?token=KEY`): the
    server swaps the key for a cookie and sends the browser on to the address without it.
    Returns once that page is loaded. The same for any link that carries a key (a seat's report
    link, once served): each browser started with `start` is one phone with its own cookies."""
    driver.get(link)
    wait_for(driver, "the key swapped for a cookie and the page loaded",
             lambda d: "token=" not in d.current_url and d.execute_script("return document.readyState") == "complete"
             and d.find_elements(By.TAG_NAME, "main"))


def open_path(driver, path):
    """Opens another page of the same server (the cookie goes along) and waits for its main
    section."""
    origin = driver.execute_script("return location.origin")
    driver.get(origin + path)
    wait_for(driver, f"the page {path}", lambda d: d.execute_script("return document.readyState") == "complete"
             and d.find_elements(By.TAG_NAME, "main"))


def table_rows(driver, css):
    """The body rows of the table `css` as lists of cell texts, each cell's text trimmed."""
    return driver.execute_script("""
        var table = document.querySelector(arguments[0]);
        if (!table) { return null; }
        return Array.prototype.map.call(table.querySelectorAll("tbody tr"), function (row) {
          return Array.prototype.map.call(row.cells, function (cell) { return cell.innerText.trim(); });
        });
        """, css)


def texts(driver, css):
    """The trimmed text of every element `css` matches, read in one script call. A live page
    swaps its main section when its stream sends an update (the first comes as the stream
    connects), so an element found by one call can be gone by the next: reading the text where
    it is found never holds an element across that swap."""
    return driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll(arguments[0]), function (element) {
          return element.innerText.trim();
        });
        """, css)


def first_text(driver, css):
    """The text of the first element `css` matches, or None while there is none (or it is
    empty)."""
    found = texts(driver, css)
    return (found[0] or None) if found else None


def click(driver, what, css):
    """Clicks the first element `css` matches as a finger would, finding it again when the live
    page swapped it between the find and the click."""
    def clicked(d):
        found = d.find_elements(By.CSS_SELECTOR, css)
        if not found:
            return False
        try:
            found[0].click()
        except StaleElementReferenceException:
            return False
        return True
    wait_for(driver, what, clicked)


def horizontal_fit(driver):
    """The page's widths: whether anything sticks out past the viewport's right edge (which
    would make a phone scroll sideways)."""
    return driver.execute_script("""
        return {innerWidth: window.innerWidth,
                scrollWidth: document.documentElement.scrollWidth,
                bodyScrollWidth: document.body.scrollWidth};
        """)


def check_fits(driver, width):
    """Fails unless the viewport is `width` CSS pixels and nothing scrolls sideways."""
    fit = horizontal_fit(driver)
    # A phone lays out a page wider than itself at that width and zooms out to show it all, so
    # the viewport growing past the phone's width is the same defect as a sideways scroll.
    if fit["innerWidth"] != width:
        raise CheckFailed(f"{driver.current_url} is {fit['innerWidth']} px wide on a {width} px phone "
                          f"(it would zoom out or scroll sideways): {fit}")
    if max(fit["scrollWidth"], fit["bodyScrollWidth"]) > fit["innerWidth"]:
        raise CheckFailed(f"{driver.current_url} scrolls sideways at {width} px: {fit}")
    return fit


def screenshot(driver, name):
    """Saves a screenshot as NAME.png in the folder SCOREKEEPER_SCREENSHOTS names, when it is
    set (for the release notes; they are not committed). Returns the path, or None."""
    folder = os.environ.get("SCOREKEEPER_SCREENSHOTS")
    if not folder:
        return None
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name + ".png")
    if not driver.save_screenshot(path):
        raise CheckFailed(f"the screenshot {path} was not written")
    return path


def report(result):
    """Prints what the script read, one JSON line for the Swift side."""
    print(json.dumps(result, ensure_ascii=False))


def run(scenario):
    """Runs `scenario()` and turns a failed check (or any error) into one line on standard
    error and exit status 1."""
    try:
        scenario()
    except CheckFailed as failure:
        print(str(failure).replace("\n", " "), file=sys.stderr)
        sys.exit(1)
