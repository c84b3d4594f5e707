// The page's service worker: it keeps the page's own files for when the
// network is away, and nothing else (never an answer of the API, which
// holds players' data). While the browser is online it stays out of the
// way, so that the page is never older than the service it talks to and
// loads as fast as without it; offline, it serves the kept copies. The
// service writes `VERSION` (of the files) and `FILES` above this text
// (src/http/page.rs): a new version is a new worker, which keeps the new
// files and drops the old.

const CACHE = `carcassonne-page-${VERSION}`;

self.addEventListener("install", (event) => {
  // Where the browser has the static routing API, requests do not wait
  // for this worker to wake: everything but the page's files goes to the
  // network (the API's answers are never its business), and the page's
  // files race the network against it.
  const page = new URLPattern({ pathname: "/play{/*}?" });
  event.addRoutes?.([
    { condition: { not: { urlPattern: page } }, source: "network" },
    { condition: { urlPattern: page }, source: "race-network-and-fetch-handler" },
  ]);
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  const old = caches.keys().then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))));
  event.waitUntil(old.then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (navigator.onLine || event.request.method !== "GET" || url.origin !== location.origin || !FILES.includes(url.pathname)) return;
  // Kept by path: /play?game=<id> is the page /play.
  event.respondWith(caches.match(url.pathname).then((kept) => kept ?? fetch(event.request)));
});
