// localStorage that never throws: it may be blocked (privacy settings,
// sandboxed iframes), full, or hold anything a previous version wrote.

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Not saved: the choice still holds for this visit.
  }
}
