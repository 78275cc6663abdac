/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { createPartialResponse } from 'workbox-range-requests'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { routePattern } from '../app/route-pattern'
import { paths, projectRoute } from '../shared/paths'

/*
 * The service worker that keeps the site working offline. portgen writes
 * the list of files to precache (the pages, the bundle, the interface
 * strings, the project data and the icons, each with its revision) before
 * this code, as self.__WB_MANIFEST; a new deploy changes that list, so the
 * browser installs the new worker, which takes over at once and tells the
 * pages its build (self.__PORTGEN_BUILD); a page of another build offers a
 * reload.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[]; __PORTGEN_BUILD: string }

const scope = new URL(self.registration.scope).pathname

self.skipWaiting()
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim()
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        client.postMessage({ type: 'portgen:activated', build: self.__PORTGEN_BUILD })
      }
    })(),
  )
})
cleanupOutdatedCaches()

// Pages come from the network while it answers, so a visitor online always
// gets the latest deploy; offline (or after 4 s without an answer), from
// the precache. A project's page is the projects page, which opens the
// project's popup from the URL.
const pageFor = (url: URL): string => {
  const path = '/' + url.pathname.slice(scope.length)
  if (routePattern(projectRoute).pattern.exec(path)) return scope + paths.apps.slice(1) + 'index.html'
  return scope + (path.endsWith('/') ? path.slice(1) + 'index.html' : path.slice(1))
}
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'portgen-pages',
      networkTimeoutSeconds: 4,
      plugins: [
        new ExpirationPlugin({ maxEntries: 50 }),
        {
          handlerDidError: async ({ request }) =>
            (await matchPrecache(pageFor(new URL(request.url)))) ?? (await matchPrecache(scope + '404.html')),
        },
      ],
    }),
    { denylist: [/\/assets\//] }, // documents open as pages of their own
  ),
)

precacheAndRoute(self.__WB_MANIFEST)

// Images (named after their content, so they never change) are kept once seen.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({ cacheName: 'portgen-images', plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
)

// A track is kept whole once played, so that it plays again offline. The
// player asks for byte ranges, and a partial answer cannot be cached: the
// whole file is fetched once and every range is cut from it.
registerRoute(
  ({ request, url }) => request.destination === 'audio' && url.origin === self.location.origin,
  async ({ request }) => {
    const cache = await caches.open('portgen-audio')
    let whole = await cache.match(request.url)
    if (!whole) {
      whole = await fetch(request.url)
      if (!whole.ok) return whole
      await cache.put(request.url, whole.clone())
    }
    return request.headers.has('range') ? createPartialResponse(request, whole) : whole
  },
)
