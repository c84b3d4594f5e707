// The page's service worker: it keeps the page's own files for when the
// network is away, and nothing else (never an answer of the API, which
// holds players' data). Files come from the network first, so that the
// page is never older than the service it talks to; the kept copy serves
// only when the network fails. The service writes `FILES`, the page's
// files, above this text (src/http/page.rs).

const CACHE = "carcassonne-page";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin || !FILES.includes(url.pathname)) return;
  // Kept by path: /play?game=<id> is the page /play.
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(url.pathname, copy)));
        }
        return response;
      })
      .catch(() => caches.match(url.pathname).then((kept) => kept ?? Response.error())),
  );
});
