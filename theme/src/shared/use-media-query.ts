import { useSyncExternalStore } from 'react'

/** Phones and small tablets: the spec's "small screens". */
export const narrowScreen = '(max-width: 767px)'

/** Whether a CSS media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  )
}

/**
 * Whether the visitor has a mouse (or a trackpad) and can hover: a desktop,
 * where fetching ahead at idle costs nothing that matters. Phones fetch only
 * what their visitor asks for.
 */
export const onDesktop = (): boolean => window.matchMedia?.('(hover: hover) and (pointer: fine)').matches ?? false
