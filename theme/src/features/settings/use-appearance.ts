import { useState } from 'react'
import { writeStored } from '../../shared/storage'
import { type Appearance, appearanceKey, showAppearance, storedAppearance } from './appearance-choice'
import { showWallpaper, storedWallpaperId, wallpaperOf } from './wallpaper-choice'

/** Chooses, shows and saves an appearance; 'auto' forgets the choice. */
export function chooseAppearance(appearance: Appearance): void {
  writeStored(appearanceKey, appearance === 'auto' ? null : appearance)
  showAppearance(appearance)
  showWallpaper(wallpaperOf(storedWallpaperId())) // its dark image, or not
}

/**
 * The appearance in use, as stored when the picker opens (the head script
 * has shown it already), and the function that chooses another. The
 * picker's own state, as the wallpaper's is (see use-wallpaper.ts).
 */
export function useAppearance(): [Appearance, (appearance: Appearance) => void] {
  const [appearance, setAppearance] = useState(storedAppearance)
  return [
    appearance,
    (chosen) => {
      chooseAppearance(chosen)
      setAppearance(chosen)
    },
  ]
}
