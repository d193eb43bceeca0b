/*
 * Quanta's app shell for working offline. The shell (`/index.html`: the page the browser renders itself,
 * which the server also answers for every signed-in screen, marked `x-app-shell`) is fetched from the
 * network first and kept; when there is no connection the kept copy answers every page. A public page the
 * server rendered is never kept as the shell: it would hydrate another screen's markup. Hashed assets under
 * /assets/ never change, so they are answered from the cache first and kept as they load. Nothing
 * else is touched: API calls and uploads always go to the network (the exam runner keeps its own
 * copy of the exam and the unsent answers in IndexedDB).
 */
const CACHE = 'quanta-shell-v2';
const SHELL = '/index.html';

async function keepShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await Promise.all(assets.map((url) => cache.add(url).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    keepShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

/** The page names the assets it loaded before this worker took charge of it. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'cache' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          data.urls
            .filter((url) => typeof url === 'string' && new URL(url).origin === self.location.origin)
            .map((url) => cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined))),
        ),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && response.headers.get('x-app-shell') === '1') {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL).then((hit) => hit || Response.error())),
    );
  }
});
