import { atom } from 'jotai'
import { site } from '../../shared/data/site'
import type { Wallpaper } from '../../shared/data/types'
import { writeStored } from '../../shared/storage'
import { showWallpaper, storedWallpaperId, wallpaperKey, wallpaperOf } from './wallpaper-choice'

export { wallpaperKey }

// Read once, when the page loads: the head script has shown it already.
const storedIdAtom = atom<string | null>(storedWallpaperId())
storedIdAtom.debugLabel = 'storedWallpaperId'

/**
 * The wallpaper in use: the stored choice when it still names a wallpaper of
 * the site, else the first (the default). Write an id to choose, show and
 * save it, null for the default.
 */
export const wallpaperAtom = atom(
  (get): Wallpaper | undefined => wallpaperOf(get(storedIdAtom)),
  (_get, set, id: string | null) => {
    const known = site.wallpapers.some((w) => w.id === id) ? id : null
    writeStored(wallpaperKey, known)
    set(storedIdAtom, known)
    showWallpaper(wallpaperOf(known))
  },
)
wallpaperAtom.debugLabel = 'wallpaper'
