import { useTranslation } from 'react-i18next'
import { useSite } from '../../shared/data/use-site'
import { useLocalized } from '../../shared/i18n/use-localized'
import controls from '../../shared/ui/controls.module.css'
import { Picture } from '../../shared/ui/Picture'
import { useWallpaper } from './use-wallpaper'
import styles from './Settings.module.css'
import { useShownChoice } from './use-shown-choice'

/**
 * The wallpapers of site.yaml as a radio group of thumbnails, and a reset.
 * The page's HTML has the default checked, as it was written for every
 * visitor: the visitor's own choice is checked once the app has taken it over.
 */
export function WallpaperPicker() {
  const { t } = useTranslation()
  const localized = useLocalized()
  const site = useSite()
  const [stored, store] = useWallpaper()
  const [current, choose] = useShownChoice(stored, site.wallpapers[0], store)
  return (
    <fieldset className={styles.wallpapers}>
      <legend className={controls.label}>{t('settings.wallpaper')}</legend>
      <div className={styles.thumbnails}>
        {site.wallpapers.map((wallpaper, index) => (
          <label key={wallpaper.id} className={styles.thumbnail}>
            <input
              type="radio"
              name="wallpaper"
              value={wallpaper.id}
              checked={current?.id === wallpaper.id}
              onChange={() => choose(wallpaper.id)}
              className={styles.radio}
            />
            {/* The first thumbnails are in view when the screen opens, the
                largest thing on it: never lazy, and the first is fetched
                first, to paint with the page's text from its HTML. */}
            <Picture
              image={wallpaper.image}
              sizes="(min-width: 600px) 16rem, 100vw"
              alt=""
              loading={index < 2 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
            <span>{localized(wallpaper.name)}</span>
          </label>
        ))}
      </div>
      <button type="button" className={controls.pill} onClick={() => choose(null)}>
        {t('settings.default')}
      </button>
    </fieldset>
  )
}
