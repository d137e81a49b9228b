"""A page open in a phone while the command line writes: the table `CSS` changes on the page
without a reload (a mark set on the window before the write is still there after it). Prints
the rows before and after.
    python live_update.py LINK CSS -- COMMAND...
"""

import subprocess
import sys

import livepage


def scenario():
    link, css = sys.argv[1], sys.argv[2]
    command = sys.argv[sys.argv.index("--") + 1:]
    driver = livepage.start(livepage.PHONE)
    try:
        livepage.open_link(driver, link)
        before = livepage.wait_for(driver, f"the rows of {css}", lambda d: livepage.table_rows(d, css))
        # A reload would start a new window object and lose both.
        driver.execute_script("""
            window.scorekeeperMark = "before the write";
            window.scorekeeperUpdates = 0;
            document.addEventListener("scorekeeper:updated", function () { window.scorekeeperUpdates += 1; });
            """)
        written = subprocess.run(command, capture_output=True, text=True)
        if written.returncode != 0:
            raise livepage.CheckFailed(f"the write failed ({written.returncode}): {written.stderr.strip()}")
        after = livepage.wait_for(driver, f"{css} to change after `{' '.join(command[1:])}`",
                                  lambda d: (lambda rows: rows if rows and rows != before else None)(livepage.table_rows(d, css)))
        mark = driver.execute_script("return window.scorekeeperMark")
        if mark != "before the write":
            raise livepage.CheckFailed(f"the page was reloaded (the mark is {mark!r})")
        updates = driver.execute_script("return window.scorekeeperUpdates")
        livepage.report({"before": before, "after": after, "updates": updates, "url": driver.current_url})
    finally:
        driver.quit()


livepage.run(scenario)
