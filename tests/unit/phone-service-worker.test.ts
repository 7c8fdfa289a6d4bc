// The phone shell's service worker (src/client/public/m-sw.js) run in a fake worker scope (node:vm, fake caches and
// fetch): installing caches the shell page and the assets it names; a navigation under /zax/m/ goes to the network
// first and, without signal, answers the cached shell; /zax/assets/* come from the cache first; the API and
// other pages are never answered by the worker.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const SOURCE = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/client/public/m-sw.js'), 'utf8');
const ORIGIN = 'https://zax.example';
const SHELL_HTML = '<script type="module" src="/zax/assets/m-abc.js"></script><link rel="stylesheet" href="/zax/assets/m-abc.css">';

type Handler = (event: Record<string, unknown>) => void;

function worker() {
  const store = new Map<string, Response>();
  const fetched: string[] = [];
  let signal = true;
  const keyOf = (r: RequestInfo | URL) => new URL(typeof r === 'string' || r instanceof URL ? String(r) : r.url, ORIGIN).href;
  const cache = {
    match: async (r: RequestInfo) => store.get(keyOf(r))?.clone(),
    put: async (r: RequestInfo, res: Response) => void store.set(keyOf(r), res),
    add: async (r: RequestInfo) => void store.set(keyOf(r), await fakeFetch(r)),
  };
  async function fakeFetch(r: RequestInfo | URL): Promise<Response> {
    const url = keyOf(r);
    if (!signal) throw new TypeError('Failed to fetch');
    fetched.push(url);
    const html = new URL(url).pathname.startsWith('/zax/m/');
    return new Response(html ? SHELL_HTML : `body of ${url}`, { headers: { 'content-type': html ? 'text/html' : 'text/javascript' } });
  }
  const handlers = new Map<string, Handler>();
  const self = {
    location: new URL(`${ORIGIN}/zax/m-sw.js`),
    addEventListener: (type: string, h: Handler) => void handlers.set(type, h),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const caches = { open: async () => cache, match: cache.match, keys: async () => ['zax-m-v0'], delete: async () => true };
  vm.runInNewContext(SOURCE, { self, caches, fetch: fakeFetch, URL, Response, Promise, Set, Array, TypeError });
  async function dispatch(type: string, extra: Record<string, unknown>): Promise<{ responded: Promise<Response> | null }> {
    let waited: Promise<unknown> = Promise.resolve();
    let responded: Promise<Response> | null = null;
    handlers.get(type)!({ ...extra, waitUntil: (p: Promise<unknown>) => (waited = p), respondWith: (p: Promise<Response>) => (responded = p) });
    await waited;
    return { responded };
  }
  const get = (pathname: string, mode = 'cors') => dispatch('fetch', { request: { method: 'GET', url: `${ORIGIN}${pathname}`, mode } });
  return { store, fetched, dispatch, get, setSignal: (on: boolean) => void (signal = on) };
}

describe('the phone service worker', () => {
  it('caches the shell page and the assets it names when it installs', async () => {
    const w = worker();
    await w.dispatch('install', {});
    expect([...w.store.keys()].sort()).toEqual([`${ORIGIN}/zax/assets/m-abc.css`, `${ORIGIN}/zax/assets/m-abc.js`, `${ORIGIN}/zax/m/`]);
  });

  it('a navigation goes to the network first, and without signal answers the cached shell', async () => {
    const w = worker();
    await w.dispatch('install', {});
    const online = await (await w.get('/zax/m/r/hidden-danger/3', 'navigate')).responded;
    expect(w.fetched.at(-1)).toBe(`${ORIGIN}/zax/m/r/hidden-danger/3`);
    expect(await online!.text()).toBe(SHELL_HTML);
    w.setSignal(false);
    const offline = await (await w.get('/zax/m/report', 'navigate')).responded;
    expect(await offline!.text()).toBe(SHELL_HTML);
  });

  it('assets come from the cache first', async () => {
    const w = worker();
    await w.dispatch('install', {});
    const before = w.fetched.length;
    const res = await (await w.get('/zax/assets/m-abc.js')).responded;
    expect(await res!.text()).toContain('m-abc.js');
    expect(w.fetched.length).toBe(before);
    w.setSignal(true);
    await (await w.get('/zax/assets/lazy-page.js')).responded;
    expect(w.store.has(`${ORIGIN}/zax/assets/lazy-page.js`)).toBe(true);
  });

  it('never answers the API, writes or the desktop pages', async () => {
    const w = worker();
    expect((await w.get('/zax-cloud/workflow/inbox')).responded).toBeNull();
    expect((await w.get('/zax/dashboard', 'navigate')).responded).toBeNull();
    expect((await w.dispatch('fetch', { request: { method: 'POST', url: `${ORIGIN}/zax-cloud/u-basic/x`, mode: 'cors' } })).responded).toBeNull();
    expect([...w.store.keys()].some((k) => k.includes('zax-cloud'))).toBe(false);
  });

  it('caches the assets the page says it loaded', async () => {
    const w = worker();
    await w.dispatch('message', { data: { type: 'zax-cache-assets', urls: [`${ORIGIN}/zax/assets/scan-page.js`, `${ORIGIN}/zax-cloud/user/sysuser/userInfo`] } });
    expect([...w.store.keys()]).toEqual([`${ORIGIN}/zax/assets/scan-page.js`]);
  });
});
