import { useLocation } from 'wouter'
import { site } from '../shared/data/site'
import { paths } from '../shared/paths'
import { Picture } from '../shared/ui/Picture'
import styles from './Wallpaper.module.css'

/**
 * The wallpaper, covering the screen without repeat: the default one, as
 * the page's HTML has it (its dark image, if it has one, in the system's
 * dark scheme), or the one the visitor chose, which <html> names (see
 * features/settings/wallpaper-choice.ts).
 */
export function Wallpaper() {
  const [location] = useLocation()
  const image = site.wallpapers[0]?.image
  const dark = site.wallpapers[0]?.dark
  if (!image) return null
  return (
    <div className={styles.wallpaper} aria-hidden="true">
      {/* The same sizes as the home page's preload, so that the browser fetches the preloaded file. There it is
          the largest thing in view; on other screens a panel covers it, and their own content comes first. */}
      <Picture
        className={styles.image}
        image={image}
        dark={dark}
        sizes={image.sizes ?? '100vw'}
        alt=""
        fetchPriority={location === paths.home ? 'high' : 'low'}
      />
    </div>
  )
}
