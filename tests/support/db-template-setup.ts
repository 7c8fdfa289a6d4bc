// Vitest global setup of the API and browser projects: the demo database is prepared once per run
// (tests/support/db-template.ts) and each test file's app starts from a copy.
import type { TestProject } from 'vitest/node';
import { createDbTemplate, dropDbTemplate } from './db-template.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Every project's apps run on TEST_DATABASE_URL's server when it is set (CI), else on PGlite.
  const template = await createDbTemplate(process.env.TEST_DATABASE_URL || undefined);
  project.provide('dbTemplate', template);
  return () => dropDbTemplate(template);
}
