// The phone shell's service worker (issue 15 item 7, docs/phone.md "No signal"): the shell opens without signal
// after a first visit. Served as-is at /zax/m-sw.js, registered with scope /zax/m/.
// - Navigations under /zax/m/: network first; without an answer, the cached shell page.
// - /zax/assets/* (hashed, never changing): cache first, cached as they are fetched; the shell page's own
//   scripts and styles are cached when the worker installs, and the page tells the worker the files it loaded.
// - Nothing else is touched: the API (/zax-cloud) is never cached, its answers always come from the server.
const CACHE = 'zax-m-v1';
const SHELL = '/zax/m/';
const ASSETS = '/zax/assets/';

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith(ASSETS);

/** The /zax/assets/ files a page's HTML names (its entry script, preloads and styles). */
function assetsOf(html) {
  const found = new Set();
  for (const m of html.matchAll(/(?:src|href)="(\/zax\/assets\/[^"]+)"/g)) found.add(m[1]);
  return [...found];
}

async function cacheShell() {
  const cache = await caches.open(CACHE);
  const res = await fetch(SHELL, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) return;
  const html = await res.clone().text();
  await cache.put(SHELL, res);
  await Promise.all(assetsOf(html).map((a) => cache.add(a).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().catch(() => undefined).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('zax-m-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function navigation(request) {
  try {
    const res = await fetch(request);
    // Every shell path answers the same page: the latest one is kept for the next time without signal.
    if (res.ok && (res.headers.get('content-type') || '').includes('text/html')) {
      const cache = await caches.open(CACHE);
      await cache.put(SHELL, res.clone());
    }
    return res;
  } catch (err) {
    const cached = await caches.match(SHELL);
    if (cached) return cached;
    throw err;
  }
}

async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, res.clone());
  }
  return res;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === self.location.origin && url.pathname.startsWith(SHELL)) {
    event.respondWith(navigation(request));
  } else if (isAsset(url)) {
    event.respondWith(asset(request));
  }
});

// The page names the asset files it has loaded (lazy pages included), so that they are there without signal.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'zax-cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === 'string' && isAsset(new URL(u, self.location.origin)));
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map((u) => cache.match(u).then((hit) => hit || cache.add(u).catch(() => undefined))))));
});
