"""Two phones report one table's result and disagree: both pages say they wait for the
organiser. The script then prints a first JSON line (what the pages said) and keeps the first
phone's page open until it shows the table committed, as the organiser decides elsewhere (the
test accepts one report in the interface), without a reload; the last line says what it showed.
    python report_disagree.py ORIGIN PATH RESULT PATH RESULT [SECONDS]
SECONDS bounds the wait for the organiser (default 120).
"""

import json
import sys

import livepage
import report_phone


def scenario():
    origin, first_seat, first_result, second_seat, second_result = sys.argv[1:6]
    organiser_timeout = float(sys.argv[6]) if len(sys.argv) > 6 else 120

    def phones(first, second):
        report_phone.open_seat(first, origin, first_seat)
        report_phone.open_seat(second, origin, second_seat)
        report_phone.send_result(first, first_result, "Waiting for ")
        second_state = report_phone.send_result(second, second_result, "Waiting for the organiser: ")
        # The first page learns of the second report live.
        first_state = report_phone.wait_for_state(first, "Waiting for the organiser: ", "the first phone's page after the second report")
        report_phone.mark(first)
        livepage.screenshot(first, "phone-report-waiting")
        # Flushed at once: the test waits for this line before the organiser acts.
        print(json.dumps({"waiting": [first_state, second_state]}, ensure_ascii=False), flush=True)
        committed = report_phone.wait_for_state(first, "Committed: ", "the organiser's decision on the open page",
                                                timeout=organiser_timeout)
        report_phone.still_marked(first)
        livepage.screenshot(first, "phone-report-accepted")
        livepage.report({"committed": committed, "formAfterCommit": report_phone.has_form(first)})

    livepage.with_two_phones(phones)


livepage.run(scenario)
