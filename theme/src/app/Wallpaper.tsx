import { useAtomValue } from 'jotai'
import { useLocation } from 'wouter'
import { paths } from '../shared/paths'
import { wallpaperAtom } from '../features/settings/wallpaper-atoms'
import { Picture } from '../shared/ui/Picture'
import styles from './Wallpaper.module.css'

/** The chosen wallpaper, covering the screen without repeat. */
export function Wallpaper() {
  const wallpaper = useAtomValue(wallpaperAtom)
  const [location] = useLocation()
  if (!wallpaper) return null
  const { image } = wallpaper
  return (
    <div className={styles.wallpaper} aria-hidden="true">
      {/* The same sizes as the home page's preload, so that the browser fetches the preloaded file. There it is
          the largest thing in view; on other screens a panel covers it, and their own content comes first. */}
      <Picture
        className={styles.image}
        image={image}
        sizes={image.sizes ?? '100vw'}
        alt=""
        fetchPriority={location === paths.home ? 'high' : 'low'}
      />
    </div>
  )
}
