"""Two phones report one table's result and agree: each opens its own seat (its link, or its
PIN typed at /report), the first reports and waits for the other, the second reports the same
and the table commits; the first phone's page, left open, shows it without a reload. Prints
what each page said at each step.
    python report_agree.py ORIGIN SEAT RESULT SEAT RESULT
SEAT is a report link's path (`/report/TOKEN`) or `pin:NNNNNN`.
"""

import sys

import livepage
import report_phone


def scenario():
    origin, first_seat, first_result, second_seat, second_result = sys.argv[1:6]
    # Two browsers: two phones, each with its own cookie.

    def phones(first, second):
        seen = {"opened": [report_phone.open_seat(first, origin, first_seat, screenshot="phone-report-pin"),
                           report_phone.open_seat(second, origin, second_seat, screenshot="phone-report-pin")],
                "headings": [report_phone.heading(first), report_phone.heading(second)]}
        livepage.check_fits(first, livepage.PHONE[0])
        livepage.screenshot(first, "phone-report-form")
        seen["afterFirst"] = report_phone.send_result(first, first_result, "Waiting for ")
        report_phone.mark(first)
        seen["afterSecond"] = report_phone.send_result(second, second_result, "Committed: ")
        # The first page, untouched since its report, follows the table live.
        seen["firstLive"] = report_phone.wait_for_state(first, "Committed: ", "the first phone's page without a reload")
        report_phone.still_marked(first)
        # The form of the page that followed the commit live goes too.
        seen["firstFormAfterCommit"] = report_phone.has_form(first)
        seen["formAfterCommit"] = report_phone.has_form(second)
        livepage.screenshot(second, "phone-report-committed")
        livepage.report(seen)

    livepage.with_two_phones(phones)


livepage.run(scenario)
