import { useSyncExternalStore } from 'react'

/**
 * How data that a module keeps outside React, and changes in place, has
 * the components that read it render again: portgen serve takes a saved
 * file in while a page shows it (see data-change.ts).
 */
export interface Changes {
  /** Subscribes the calling component, which renders again after each changed(); returns how many there were. */
  useChanges: () => number
  /** Says that the data changed: every subscribed component renders again. */
  changed: () => void
}

/** What a build's data modules get: their data never changes in an open page. */
const unchanging: Changes = { useChanges: () => 0, changed: () => {} }

/**
 * A new Changes, for one module's data. In a build, which leaves out the
 * take-ins, it is one that never changes, and the code below is left out.
 */
export function changes(): Changes {
  if (!import.meta.env.PORTGEN_SERVE) return unchanging
  let count = 0
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const snapshot = () => count
  return {
    useChanges: () => useSyncExternalStore(subscribe, snapshot, snapshot),
    changed: () => {
      count++
      for (const listener of listeners) listener()
    },
  }
}
