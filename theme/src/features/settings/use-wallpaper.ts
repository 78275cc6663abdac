import { useState } from 'react'
import { site } from '../../shared/data/site'
import type { Wallpaper } from '../../shared/data/types'
import { writeStored } from '../../shared/storage'
import { showWallpaper, storedWallpaperId, wallpaperKey, wallpaperOf } from './wallpaper-choice'

/**
 * Chooses, shows and saves a wallpaper by its id, null for the default; an
 * id the site does not have is the default. Returns the wallpaper in use.
 */
export function chooseWallpaper(id: string | null): Wallpaper | undefined {
  const known = site.wallpapers.some((w) => w.id === id) ? id : null
  writeStored(wallpaperKey, known)
  const wallpaper = wallpaperOf(known)
  showWallpaper(wallpaper)
  return wallpaper
}

/**
 * The wallpaper in use, as stored when the picker opens (the head script
 * has shown it already), and the function that chooses another.
 *
 * The picker's own state, so React's rather than an atom: the page shows
 * the choice through <html>, not through the app, and jotai stays out of
 * the pages' first load (see docs/contributing.md, "State").
 */
export function useWallpaper(): [Wallpaper | undefined, (id: string | null) => void] {
  const [wallpaper, setWallpaper] = useState(() => wallpaperOf(storedWallpaperId()))
  return [wallpaper, (id) => setWallpaper(chooseWallpaper(id))]
}
