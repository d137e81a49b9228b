#!/usr/bin/env bash
# Runs `swift test` with the arguments given and ends by naming the tests that failed, so that the
# last lines of a log (CI's included) say what broke; exits with `swift test`'s status.
#
# Test files go to memory (/dev/shm) when it has room: the concurrency tests check Scorekeeper's
# locking, and on a shared disk one test's fsyncs stall another's past any busy timeout.
set -uo pipefail

shm=""
log=$(mktemp "${TMPDIR:-/tmp}/scorekeeper-swift-test.XXXXXX")
trap 'rm -rf "$log" ${shm:+"$shm"}' EXIT
trap 'exit 130' INT; trap 'exit 143' TERM; trap 'exit 129' HUP
if [ -d /dev/shm ] && [ -w /dev/shm ] && [ "$(df -Pk /dev/shm | awk 'NR==2 {print $4}')" -gt 2097152 ]; then
  shm=$(mktemp -d /dev/shm/scorekeeper-tests.XXXXXX) && chmod 1777 "$shm"
fi

TMPDIR="${shm:-${TMPDIR:-/tmp}}" swift test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

# swift-testing marks a failed test, suite or run with ✘ (each issue as "✘ Test name() recorded
# an issue at File.swift:line:column: ..."); XCTest says "Test Case '...' failed".
failures=$(grep -aE "^✘ (Test|Suite) |^Test Case '.*' failed" "$log" | grep -av '^✘ Test run with ' | cut -c1-300 | awk '!seen[$0]++')
if [ -n "$failures" ]; then
  echo
  echo "Failed tests ($(grep -aE "^✘ Test .* failed after " "$log" | grep -acv "^✘ Test run with ")):"
  echo "$failures" | head -n 60
  grep -aE '^✘ Test run with ' "$log" | tail -n 1
elif [ "$status" -ne 0 ]; then
  echo
  echo "No test reported a failure, yet swift test ended with status $status (a build error, or the test process crashed: see above)."
  started=$(grep -aE '^◇ Test .* started\.$' "$log" | grep -av '^◇ Test run started' | sed -E 's/^◇ Test (.*) started\.$/\1/' | sort -u)
  finished=$(grep -aE '^(✔|✘) Test .* (passed|failed) after ' "$log" | sed -E 's/^. Test (.*) (passed|failed) after .*/\1/' | sort -u)
  unfinished=$(comm -23 <(echo "$started") <(echo "$finished"))
  if [ -n "$unfinished" ]; then
    echo "Tests that started and never finished:"
    echo "$unfinished" | head -n 20
  fi
fi
exit "$status"
