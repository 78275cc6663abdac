import { useSyncExternalStore } from 'react'
import { whenIdle } from '../shared/preloadable'

/*
 * Registers the service worker that portgen wrote (see src/sw/sw.ts), and
 * tells the page when a worker of another deploy has taken over, so that it
 * can offer a reload: the worker takes over at once, and the open page still
 * runs the code of the build it came from. A page that is already the new
 * deploy (pages come from the network first) has nothing to reload.
 */

let updated = false
const listeners = new Set<() => void>()

/**
 * Registers the worker at url for the site's base path once the browser is
 * idle; with no url, removes a worker left there by an earlier build. build
 * identifies the page's own deploy, which every worker announces when it
 * takes over. Call it as the page starts: a worker may take over before the
 * page is idle, and its message would be lost.
 */
export function registerServiceWorker(url: string, scope: string, build: string): void {
  const sw = navigator.serviceWorker
  if (!sw) return
  if (!url) {
    void sw.getRegistration(scope).then((registration) => registration?.unregister())
    return
  }
  sw.addEventListener('message', (event: MessageEvent<{ type?: string; build?: string }>) => {
    if (event.data?.type !== 'portgen:activated' || event.data.build === build || updated) return
    updated = true
    for (const listener of listeners) listener()
  })
  sw.startMessages()
  whenIdle(() => {
    sw.register(url, { scope }).then((registration) => {
      // A tab left open for days still learns of a new deploy when it comes back into view.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => {})
      })
    }, () => {}) // without a worker the site still works online
  })
}

/** Whether a new deploy took over since the page loaded. */
export function useSiteUpdated(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => updated,
    () => false,
  )
}
