#!/usr/bin/env bash
# API tests. Without TEST_DATABASE_URL: every file on the embedded PGlite (the product's default database).
# With it (CI): every file on that PostgreSQL, then on PGlite the files that exercise what differs between the two
# engines (tools/pglite-api-files.txt: the one-connection adapter, row security, transactions and concurrency,
# migration and seed, every resource file's generic routes, imports, aggregates), so that the whole run stays within
# CI's 30 minutes. API_PGLITE_FULL=1 runs every file on PGlite there too.
set -euo pipefail
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests on PGlite"
  npx vitest run --project api --project api-fixtures "$@"
  exit 0
fi
echo "== API tests on PostgreSQL ($TEST_DATABASE_URL)"
npx vitest run --project api --project api-fixtures "$@"
if [ "${API_PGLITE_FULL:-}" = 1 ]; then
  echo "== API tests on PGlite (every file)"
  env -u TEST_DATABASE_URL npx vitest run --project api --project api-fixtures "$@"
else
  echo "== API tests on PGlite (tools/pglite-api-files.txt)"
  mapfile -t files < <(grep -v '^#' tools/pglite-api-files.txt | grep .)
  env -u TEST_DATABASE_URL npx vitest run --project api --project api-fixtures "${files[@]}" "$@"
fi
