/* global self, caches */
// The manual timing app's service worker (docs/timing.md#the-manual-timing-app), scoped to
// /cronometraje/ so it never handles the rest of the site (the live page has its own at the root).
// It keeps the app's files so the app opens with no network: a page of the app from the network when
// there is one, else the last one kept; the build's hashed files from what it kept first; the API is
// never kept (the app keeps its data in IndexedDB).
const CACHE = 'cronometraje-v1';
const SHELL = '/cronometraje/';

const sameOrigin = (url) => new URL(url, self.location.origin).origin === self.location.origin;

// Every file is fetched before any is kept, and the page is told only when all of them are: a timer
// who sees 'Lista sin conexión' can lose the network at once and still open the app.
async function keep(urls) {
  const fetched = await Promise.all(
    urls.filter(sameOrigin).map(async (url) => {
      const response = await fetch(url, { cache: 'no-store' }).catch(() => null);
      const request = new URL(url, self.location.origin);
      const key = request.pathname.startsWith(SHELL) && !request.pathname.includes('.') ? SHELL : request.href;
      return { key, response: response && response.ok ? response : null };
    }),
  );
  if (fetched.some(({ response }) => response === null)) return false;
  const cache = await caches.open(CACHE);
  await Promise.all(fetched.map(({ key, response }) => cache.put(key, response)));
  return true;
}

async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function file(request, hashed) {
  const cache = await caches.open(CACHE);
  if (hashed) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
  }
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'guardar' || !Array.isArray(event.data.urls)) return;
  event.waitUntil(keep(event.data.urls).then((kept) => event.source && event.source.postMessage({ type: 'guardado', kept })));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else event.respondWith(file(request, url.pathname.startsWith('/assets/')));
});
