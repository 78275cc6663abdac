import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while prerendering and while the app takes over a prerendered page,
 * true after: what depends on the visitor's clock or device renders a
 * placeholder of the same size until then, so that the page's HTML and the
 * app's first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
