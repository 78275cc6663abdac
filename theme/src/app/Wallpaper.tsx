import { useAtomValue } from 'jotai'
import { wallpaperAtom } from '../features/settings/wallpaper-atoms'
import { Picture } from '../shared/ui/Picture'
import styles from './Wallpaper.module.css'

/** The chosen wallpaper, covering the screen without repeat. */
export function Wallpaper() {
  const wallpaper = useAtomValue(wallpaperAtom)
  if (!wallpaper) return null
  const { image } = wallpaper
  return (
    <div className={styles.wallpaper} aria-hidden="true">
      {/* The same sizes as the page's preload, so that the browser fetches the preloaded file. */}
      <Picture className={styles.image} image={image} sizes={image.sizes ?? '100vw'} alt="" fetchPriority="high" />
    </div>
  )
}
