import { useSyncExternalStore } from 'react'

/*
 * Registers the service worker that portgen wrote (see src/sw/sw.ts), and
 * tells the page when a new deploy has taken over, so that it can offer a
 * reload: the worker takes over at once, and the open page still runs the
 * previous build's code.
 */

let updated = false
const listeners = new Set<() => void>()

/** Registers the worker at url for the site's base path; with no url, removes a worker left there by an earlier build. */
export function registerServiceWorker(url: string, scope: string): void {
  const sw = navigator.serviceWorker
  if (!sw) return
  if (!url) {
    void sw.getRegistration(scope).then((registration) => registration?.unregister())
    return
  }
  // The first visit's worker also takes over, but there is nothing to reload.
  let controlled = sw.controller !== null
  sw.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true
      return
    }
    if (updated) return
    updated = true
    for (const listener of listeners) listener()
  })
  void sw.register(url, { scope }).then((registration) => {
    // A tab left open for days still learns of a new deploy when it comes back into view.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void registration.update().catch(() => {})
    })
  }, () => {}) // without a worker the site still works online
}

/** Whether a new deploy took over since the page loaded. */
export function useSiteUpdated(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => updated,
  )
}
