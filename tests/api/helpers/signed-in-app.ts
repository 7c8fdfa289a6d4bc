// The setup most API files share: one test app for the file's tests, an account signed in, closed after them.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './test-app.ts';

/**
 * Registers the file's beforeAll (a test app, `account` signed in with its demo password) and afterAll (closed);
 * `ready` receives both once they exist.
 */
export function useSignedInApp(account: string, ready: (t: TestApp, token: string) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    ready(app, await app.login(account, PASSWORDS[account]));
  });
  afterAll(() => app?.close());
}
