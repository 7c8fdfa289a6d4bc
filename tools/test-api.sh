#!/usr/bin/env bash
# API tests: always on the embedded PGlite; again on PostgreSQL when TEST_DATABASE_URL is set.
set -euo pipefail
echo "== API tests on PGlite"
env -u TEST_DATABASE_URL npx vitest run --project api "$@"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --project api "$@"
fi
