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
// the precache, which holds every page of every language but the
// projects'. A project's page is the projects page of its language, which
// opens the project's popup from the URL; an unknown page is its
// language's 404 page, or the site's.
const language = /^\/[a-z]{2,3}(?=\/)/ // a page of another language than the default is under its code
const pagesFor = (url: URL): string[] => {
  const path = '/' + url.pathname.slice(scope.length)
  const prefix = language.exec(path)?.[0] ?? ''
  const route = path.slice(prefix.length)
  const file = (p: string) => scope + p.slice(1)
  return [
    routePattern(projectRoute).pattern.exec(route) ? file(prefix + paths.apps + 'index.html') : file(path.endsWith('/') ? path + 'index.html' : path),
    file(prefix + '/404.html'),
    file('/404.html'),
  ]
}
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'portgen-pages',
      networkTimeoutSeconds: 4,
      plugins: [
        new ExpirationPlugin({ maxEntries: 50 }),
        {
          handlerDidError: async ({ request }) => {
            for (const page of pagesFor(new URL(request.url))) {
              const stored = await matchPrecache(page)
              if (stored) return stored
            }
            return undefined
          },
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
