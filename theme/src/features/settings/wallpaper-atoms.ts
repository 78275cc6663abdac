import { atom } from 'jotai'
import { atomWithStorage, RESET } from 'jotai/utils'
import { site } from '../../shared/data/site'
import type { Wallpaper } from '../../shared/data/types'
import { readStored, writeStored } from '../../shared/storage'

/** localStorage key of the chosen wallpaper's id. */
export const wallpaperKey = 'portfolio-wallpaper'

const storedIdAtom = atomWithStorage<string | null>(
  wallpaperKey,
  null,
  {
    getItem: (key, initial) => readStored(key) ?? initial,
    setItem: (key, value) => writeStored(key, value),
    removeItem: (key) => writeStored(key, null),
  },
  { getOnInit: true },
)
storedIdAtom.debugLabel = 'storedWallpaperId'

/**
 * The wallpaper in use: the stored choice when it still names a wallpaper of
 * the site, else the first (the default). Write an id to choose, RESET for
 * the default.
 */
export const wallpaperAtom = atom(
  (get): Wallpaper | undefined => {
    const id = get(storedIdAtom)
    return site.wallpapers.find((w) => w.id === id) ?? site.wallpapers[0]
  },
  (_get, set, id: string | typeof RESET) => {
    set(storedIdAtom, id === RESET || !site.wallpapers.some((w) => w.id === id) ? RESET : id)
  },
)
wallpaperAtom.debugLabel = 'wallpaper'
