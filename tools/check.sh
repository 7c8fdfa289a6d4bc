#!/usr/bin/env bash
# Lint and typecheck side by side (each is mostly one thread; CI has two cores), each one's output shown whole
# after it ends, and a failure of either fails the check.
set -uo pipefail
lint_log=$(mktemp)
tsc_log=$(mktemp)
npm run --silent lint >"$lint_log" 2>&1 &
lint_pid=$!
npm run --silent typecheck >"$tsc_log" 2>&1 &
tsc_pid=$!
wait "$lint_pid"; lint_status=$?
wait "$tsc_pid"; tsc_status=$?
echo "== lint (eslint): exit $lint_status"; cat "$lint_log"
echo "== typecheck (tsc): exit $tsc_status"; cat "$tsc_log"
rm -f "$lint_log" "$tsc_log"
[ "$lint_status" -eq 0 ] && [ "$tsc_status" -eq 0 ]
