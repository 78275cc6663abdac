import { createElement, lazy, type ComponentType } from 'react'

/** A lazily loaded component that can be loaded ahead of its first render. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => Promise<void> }

/**
 * Like React.lazy, but once preloaded the component renders at once instead
 * of suspending. That matters: React throttles the reveal of content that
 * suspended by 300 ms, which a visitor would see on every first visit to a
 * screen. The site preloads the current screen before its first render and
 * the others when the browser is idle.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<void> | undefined
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default
    }))
  const Fallback = lazy(() => preload().then(() => ({ default: loaded! })))
  function Screen(props: P) {
    return createElement(loaded ?? Fallback, props)
  }
  return Object.assign(Screen, { preload })
}
