import { createElement, lazy, type ComponentType } from 'react'

/** A module of a lazily loaded component; it may have data to load in a language before it renders complete. */
type Module<P extends object> = { default: ComponentType<P>; preload?: (language: string) => Promise<unknown> }

/**
 * A lazily loaded component that can be loaded ahead of its first render,
 * with what it shows in a language when the module says what that is.
 */
export type Preloadable<P extends object> = ComponentType<P> & { preload: (language?: string) => Promise<void> }

/**
 * Like React.lazy, but once preloaded the component renders at once instead
 * of suspending. That matters: React throttles the reveal of content that
 * suspended by 300 ms, which a visitor would see on every first visit to a
 * screen. The site preloads the current screen before its first render and
 * the others when the browser is idle.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined
  let pending: Promise<void> | undefined
  const preload = async (language?: string) => {
    await (pending ??= load().then((module) => {
      loaded = module
    }))
    if (language !== undefined) await loaded?.preload?.(language)
  }
  const Fallback = lazy(() => preload().then(() => ({ default: loaded!.default })))
  function Component(props: P) {
    return createElement(loaded?.default ?? Fallback, props)
  }
  return Object.assign(Component, { preload })
}

/** Runs work once the browser is idle; in a second where it cannot tell. */
export function whenIdle(work: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(work)
  else setTimeout(work, 1000)
}
