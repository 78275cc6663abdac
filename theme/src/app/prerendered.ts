import { defaultLanguage, site } from '../shared/data/site'
import { detectedLanguage } from '../shared/i18n/detected-language'
import { storedWallpaperId, wallpaperOf } from '../features/settings/wallpaper-choice'

/**
 * Whether this visitor sees a page as portgen prerendered it: in the site's
 * default language, over the default wallpaper. Then the app takes over the
 * page's HTML (hydrates it); else it renders the page afresh, and
 * hold-paint.ts keeps the prerendered one hidden until then, so that no
 * other language or wallpaper flashes first.
 */
export function seesPrerender(): boolean {
  return detectedLanguage() === defaultLanguage && wallpaperOf(storedWallpaperId()) === site.wallpapers[0]
}
