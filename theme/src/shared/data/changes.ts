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

/** A new Changes, for one module's data. */
export function changes(): Changes {
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
