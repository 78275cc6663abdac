import { atom } from 'jotai'
import { writeStored } from '../../shared/storage'
import { type Appearance, appearanceKey, showAppearance, storedAppearance } from './appearance-choice'
import { showWallpaper, storedWallpaperId, wallpaperOf } from './wallpaper-choice'

export { appearanceKey }

/**
 * The appearance in use, read once when the page loads (the head script
 * has shown it already). Write one to choose, show and save it; 'auto'
 * forgets the choice.
 */
const storedAtom = atom<Appearance>(storedAppearance())

export const appearanceAtom = atom(
  (get) => get(storedAtom),
  (_get, set, appearance: Appearance) => {
    writeStored(appearanceKey, appearance === 'auto' ? null : appearance)
    set(storedAtom, appearance)
    showAppearance(appearance)
    showWallpaper(wallpaperOf(storedWallpaperId())) // its dark image, or not
  },
)
appearanceAtom.debugLabel = 'appearance'
