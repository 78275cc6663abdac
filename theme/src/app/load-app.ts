// How the head script (head-script.ts) loads the app. A page lists the app's
// module script, the chunks it imports at once and the data it fetches
// first in #portgen-app, rather than loading them itself: a prerendered
// page paints from its HTML first, and only then fetches them, so that they
// do not hold back the stylesheets and the images of the first paint.

import type { PageApp } from '../shared/data/types'

function link(attributes: Record<string, string>) {
  const element = document.createElement('link')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.head.append(element)
}

/** Chromium's scheduler.yield(), where there is one: a new task that runs ahead of the others queued. */
declare const scheduler: { yield?: () => Promise<void> } | undefined

/**
 * Ends the task: what follows runs in a new one, after what the browser has
 * to do. Elsewhere than Chromium, a message to itself: a timeout nested five
 * deep waits 4 ms at least.
 */
function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && scheduler.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/**
 * Loads the app that the page lists, its chunks and data side by side;
 * onError runs if its script fails to load. A page with no list loads the
 * app itself. Each request starts in a task of its own: starting one takes
 * the main thread a few milliseconds, up to tens on a slow phone whose
 * cores are busy, and the sixteen of a page, started at once, made one
 * long task (Lighthouse's Total Blocking Time).
 */
export async function loadApp(onError: () => void): Promise<void> {
  const listed = document.getElementById('portgen-app')
  if (!listed) return
  const { entry, preloads, data } = JSON.parse(listed.textContent ?? '') as PageApp
  for (const href of preloads) {
    link({ rel: 'modulepreload', href })
    await nextTask()
  }
  // As the app fetches them: same origin, no credentials beyond it.
  for (const href of data) {
    link({ rel: 'preload', as: 'fetch', type: 'application/json', crossorigin: 'anonymous', href })
    await nextTask()
  }
  const script = Object.assign(document.createElement('script'), { type: 'module', src: entry })
  script.addEventListener('error', onError)
  document.head.append(script)
}

/**
 * Calls then once the page has painted its content (its first contentful
 * paint), or at once where nothing will paint for now (a tab in the
 * background) or where the browser does not report paints.
 */
export function afterFirstPaint(then: () => void): void {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    then()
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) done()
  })
  const done = () => {
    observer.disconnect()
    document.removeEventListener('visibilitychange', done)
    then()
  }
  observer.observe({ type: 'paint', buffered: true })
  // Sent to the background before it painted: it would not paint until the visitor comes back.
  document.addEventListener('visibilitychange', done)
}

/**
 * Calls then once the page's largest images (the ones it fetches first,
 * fetchpriority="high") have painted, or after patience milliseconds at
 * most: the app's script, run sooner, would hold their paint back for as
 * long as it runs. At once in a tab in the background.
 */
export function afterLargestImages(then: () => void, patience = 1000): void {
  let called = false
  const once = () => {
    if (called) return
    called = true
    then()
  }
  if (document.visibilityState === 'hidden') {
    once()
    return
  }
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
  // Decoded, an image paints in the next frame; the app loads in the task after it.
  void Promise.all(images.map((image) => image.decode().catch(() => {}))).then(() => requestAnimationFrame(() => setTimeout(once)))
  setTimeout(once, patience)
}

/**
 * Resolves once the browser has read the page's HTML to its end. The head
 * script loads the app as soon as the page has painted, and on a slow
 * phone that can be before the parser has read all of #root: the app,
 * taking over half the page's content, found it did not match (React's
 * hydration error), rendered its own, and the parser then added the rest of
 * the HTML after it, a second copy of the screen.
 */
export function whenParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
}
