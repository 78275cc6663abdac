import { useAtomValue } from 'jotai'
import { wallpaperAtom } from '../features/settings/wallpaper-atoms'
import styles from './Wallpaper.module.css'

/** The chosen wallpaper, covering the screen without repeat. */
export function Wallpaper() {
  const wallpaper = useAtomValue(wallpaperAtom)
  if (!wallpaper) return null
  const { image } = wallpaper
  return (
    <div className={styles.wallpaper} aria-hidden="true">
      <img className={styles.image} src={image.src} width={image.width} height={image.height} alt="" fetchPriority="high" />
    </div>
  )
}
