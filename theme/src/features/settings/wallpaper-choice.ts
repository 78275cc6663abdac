import { site } from '../../shared/data/site'
import type { Wallpaper } from '../../shared/data/types'
import { readStored } from '../../shared/storage'

/** localStorage key of the chosen wallpaper's id. */
export const wallpaperKey = 'portfolio-wallpaper'

/** The wallpaper an id names when it still names one of the site's, else the first (the default). */
export function wallpaperOf(id: string | null): Wallpaper | undefined {
  return site.wallpapers.find((w) => w.id === id) ?? site.wallpapers[0]
}

/** The id the visitor chose, as saved. Apart from the atoms, so that the page's first script reads it without jotai. */
export const storedWallpaperId = () => readStored(wallpaperKey)
