// The phone shell's service worker (src/client/public/m-sw.js, issue 15 item 7) is served by the client's static
// route at /zax/m-sw.js as JavaScript, so that the browser registers it with scope /zax/m/ (below its own folder,
// no Service-Worker-Allowed header needed); the file is the repository's, copied as the build copies public/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let clientDir: string;
const WORKER = path.resolve(import.meta.dirname, '../../src/client/public/m-sw.js');

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zax-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>zax</title>');
  fs.copyFileSync(WORKER, path.join(clientDir, 'm-sw.js'));
  t = await createTestApp({ clientDir });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('the phone service worker', () => {
  it('is served at /zax/m-sw.js as JavaScript, without a session', async () => {
    const res = await t.call({ method: 'GET', url: '/zax/m-sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.body).toContain("const SHELL = '/zax/m/'");
  });

});
