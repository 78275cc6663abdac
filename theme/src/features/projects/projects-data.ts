import { useSyncExternalStore } from 'react'
import { site } from '../../shared/data/site'
import type { DataChange } from '../../shared/data/data-change'
import type { Project } from '../../shared/data/types'

// The projects loaded (none until loadProjects has), and the screens that show them.
let current: Project[] = []
let loaded = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The projects, fetched from the JSON portgen wrote (and the page of the
 * projects screen preloads). It stays out of the home screen's payload,
 * however many projects there are.
 */
export async function loadProjects(init?: RequestInit): Promise<Project[]> {
  const response = await fetch(site.projects, init)
  if (!response.ok) throw new Error(`${site.projects}: HTTP ${response.status}`)
  current = await response.json()
  loaded = true
  return current
}

/** The projects that loadProjects loaded, and those portgen serve sent since. */
export function useProjects(): Project[] {
  return useSyncExternalStore(subscribe, () => current, () => current)
}

/**
 * A project saved while `portgen serve` shows the projects: the open screen
 * takes it in at once, where a reload would show it a few hundred
 * milliseconds later. portgen sends the projects that changed when the
 * list kept its length, which spares fetching and reading a list of
 * hundreds; else the list is fetched again. The projects that did not
 * change keep their objects, so that their cards are not rendered again.
 */
async function takeInProjects(changed: Record<string, unknown> | undefined): Promise<void> {
  const indexes = Object.keys(changed ?? {}).map(Number)
  if (changed && loaded && indexes.every((i) => i < current.length)) {
    current = current.map((p, i) => (changed[i] as Project | undefined) ?? p)
  } else {
    const before = new Map(current.map((p) => [JSON.stringify(p), p]))
    const fresh = await loadProjects({ cache: 'no-cache' })
    current = fresh.map((p) => before.get(JSON.stringify(p)) ?? p)
  }
  for (const listener of listeners) listener()
}

// Only serve changes the projects while a page is open: a build leaves
// this out. The prerenderer has no window, and needs none of it.
if (import.meta.env.PORTGEN_SERVE) {
  globalThis.addEventListener?.('portgen:data', (event) => {
    const change = (event as CustomEvent<DataChange>).detail
    if (!change.urls.includes(site.projects) || (!change.shown && !loaded)) return
    change.handled.add(site.projects)
    takeInProjects(change.items[site.projects]).catch(() => location.reload())
  })
}
