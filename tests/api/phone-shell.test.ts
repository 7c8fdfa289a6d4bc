// Issue 15 item 1: the phone shell is served at /zax/m/ as its own page. Every path below /zax/m/ that is not a
// file answers the phone's index.html (its router shows the page), the desktop's paths keep the desktop's index,
// /zax/m goes to /zax/m/, and the list of resources the person may read carries each file's `phone` keyword
// (the 上报 tab lists the reportable ones).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let clientDir: string;
const DESKTOP = '<!doctype html><title>desktop</title>';
const PHONE = '<!doctype html><title>phone</title>';
const BIG = `export const words = ${JSON.stringify('待办事项 '.repeat(2000))};`;

beforeAll(async () => {
  // A tiny built client: the desktop's index, the phone's, and one asset of each.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zax-client-'));
  fs.mkdirSync(path.join(clientDir, 'm'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), DESKTOP);
  fs.writeFileSync(path.join(clientDir, 'm', 'index.html'), PHONE);
  fs.writeFileSync(path.join(clientDir, 'assets', 'phone-main.js'), 'export {};');
  // The build writes a gzip copy beside each larger file (tools/vite-precompress.ts).
  fs.writeFileSync(path.join(clientDir, 'assets', 'big.js'), BIG);
  fs.writeFileSync(path.join(clientDir, 'assets', 'big.js.gz'), zlib.gzipSync(BIG));
  t = await createTestApp({ clientDir });
});

afterAll(async () => {
  await t.app.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('the phone shell at /zax/m/', () => {
  it('answers the phone index at /zax/m/ and every path below it', async () => {
    for (const url of ['/zax/m/', '/zax/m/login', '/zax/m/login?redirect=%2Fme', '/zax/m/r/notice/12', '/zax/m/new/notice', '/zax/m/q/abc.def', '/zax/m/me']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(PHONE);
    }
  });

  it('leaves the desktop its own index, and serves files as files', async () => {
    const desk = await t.call({ method: 'GET', url: '/zax/dashboard' });
    expect(desk.statusCode).toBe(200);
    expect(desk.body).toBe(DESKTOP);
    // A path that only starts like the phone's is the desktop's.
    const mobile = await t.call({ method: 'GET', url: '/zax/mobile-help' });
    expect(mobile.body).toBe(DESKTOP);
    const asset = await t.call({ method: 'GET', url: '/zax/assets/phone-main.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('export {};');
  });

  it('sends the gzip copy of an asset to a browser that accepts gzip, the file itself to one that does not', async () => {
    const packed = await t.app.inject({ method: 'GET', url: '/zax/assets/big.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(String(packed.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(packed.headers['content-type']).toContain('javascript');
    expect(packed.rawPayload.length).toBeLessThan(BIG.length / 10);
    expect(zlib.gunzipSync(packed.rawPayload).toString()).toBe(BIG);
    const plain = await t.app.inject({ method: 'GET', url: '/zax/assets/big.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });

  it('sends /zax/m to /zax/m/', async () => {
    const res = await t.call({ method: 'GET', url: '/zax/m' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/zax/m/');
  });

  it('answers an unknown API path as before, not with a page', async () => {
    const res = await t.call({ method: 'GET', url: '/zax-cloud/m/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('the resource list of the 上报 tab', () => {
  it("carries each file's phone keyword", async () => {
    const token = await t.login('qyadmin', PASSWORDS.qyadmin);
    const res = await t.call({ method: 'GET', url: '/zax-cloud/u-basic/resource-schema', token });
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { data: { key: string; phone: { report?: boolean; qr?: boolean } | null }[] }).data;
    const byKey = new Map(list.map((r) => [r.key, r.phone]));
    expect(byKey.get('area')).toMatchObject({ qr: true, place: { geometry: 'shape' } });
    expect(list.filter((r) => r.phone?.report).length).toBeGreaterThan(0);
    // A file without the keyword says so plainly.
    expect(byKey.get('dictionary')).toBeNull();
  });
});
