// Vitest global setup of the API and browser projects: the demo database is prepared once per run
// (tests/support/db-template.ts) and each test file's app starts from a copy.
import type { TestProject } from 'vitest/node';
import { createDbTemplate, dropDbTemplate } from './db-template.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The API tests run on TEST_DATABASE_URL's server when it is set; the browser tests' server is always PGlite.
  const template = await createDbTemplate(project.name === 'api' ? process.env.TEST_DATABASE_URL || undefined : undefined);
  project.provide('dbTemplate', template);
  return () => dropDbTemplate(template);
}
