import { createElement, lazy, type ComponentType } from 'react'

/** A lazily loaded component that can be loaded ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<void> }

/**
 * Like React.lazy, but once preloaded the component renders at once instead
 * of suspending. That matters: React throttles the reveal of content that
 * suspended by 300 ms, which a visitor would see on every first visit to a
 * screen. The site preloads the current screen before its first render and
 * the others when the browser is idle.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<void> | undefined
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default
    }))
  const Fallback = lazy(() => preload().then(() => ({ default: loaded! })))
  function Component(props: P) {
    return createElement(loaded ?? Fallback, props)
  }
  return Object.assign(Component, { preload })
}

/** Runs work once the browser is idle; in a second where it cannot tell. */
export function whenIdle(work: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(work)
  else setTimeout(work, 1000)
}
