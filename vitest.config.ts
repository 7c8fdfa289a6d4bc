import { defineConfig } from 'vitest/config';

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
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // The demo database is prepared once per run; each file's app starts from a copy (tests/support/db-template.ts).
          globalSetup: ['tests/support/db-template-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are memory-hungry WASM; two workers fit the 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/db-template-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file has its own server, database copy and browser: two files at a time keep both cores busy
          // while the other waits on its page.
          maxWorkers: 2,
          // The browser polls what the page shows; vitest's 1 s default is short on the loaded 2-core CI machine.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
