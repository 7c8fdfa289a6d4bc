import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

// Test files that add fixture resource files to the registry before it loads (addResourceDir) need the server's
// modules fresh, so they run isolated; every other API file shares its worker's modules (isolate: false),
// so that the server is imported and warmed once per worker, not once per file. Each file builds and closes its own
// app on its own database copy; what the server keeps per process is set again by each app it builds.
const withFixtures = (dir: string): string[] =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts') && fs.readFileSync(`${dir}/${f}`, 'utf8').includes('addResourceDir('))
    .map((f) => `${dir}/${f}`);
const FIXTURE_API_FILES = withFixtures('tests/api');
const FIXTURE_E2E_FILES = withFixtures('tests/e2e');
const API_PROJECT = {
  include: ['tests/api/**/*.test.ts'],
  // The demo database is prepared once per run; each file's app starts from a copy (tests/support/db-template.ts).
  globalSetup: ['tests/support/db-template-setup.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // PGlite instances are memory-hungry WASM; two workers fit the 2-core machine.
  maxWorkers: 2,
};
const E2E_PROJECT = {
  include: ['tests/e2e/**/*.test.ts'],
  globalSetup: ['tests/support/db-template-setup.ts'],
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // Each file has its own server, database copy and browser: two files at a time keep both cores busy while the
  // other waits on its page.
  maxWorkers: 2,
  // The browser polls what the page shows; vitest's 1 s default is short on the loaded 2-core CI machine.
  expect: { poll: { timeout: 15_000 } },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // The jsdom component tests render whole antd pages: on the 2-core machines, under load, a file's first
          // render can pass 5 s, and a test cut off there leaves its page behind to fail the next ones. A timeout
          // here is a guard against a hang, not a budget (budgets live in `npm run bench`).
          testTimeout: 30_000,
          // vitest's default is one worker fewer than the cores: one on the 2-core machines.
          maxWorkers: 2,
        },
      },
      { test: { ...API_PROJECT, name: 'api', exclude: FIXTURE_API_FILES, isolate: false } },
      { test: { ...API_PROJECT, name: 'api-fixtures', include: FIXTURE_API_FILES } },
      // Browser files share their worker's modules too, but for those that add fixture resource files.
      { test: { ...E2E_PROJECT, name: 'e2e', exclude: FIXTURE_E2E_FILES, isolate: false } },
      { test: { ...E2E_PROJECT, name: 'e2e-fixtures', include: FIXTURE_E2E_FILES } },
    ],
  },
});
