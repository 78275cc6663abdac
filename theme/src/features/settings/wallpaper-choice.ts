import { site } from '../../shared/data/site'
import type { Img, Wallpaper } from '../../shared/data/types'
import { readStored } from '../../shared/storage'

// The page's HTML shows the default wallpaper. Another one, chosen in
// Settings, is shown through <html>: a data-wallpaper attribute naming it
// and a --wallpaper custom property holding its image, which the
// wallpaper's layer paints (app/Wallpaper.module.css). The head script
// sets them before the page first paints, from the stored choice, so the
// chosen wallpaper is there from the first frame and the page's HTML
// stays as the app renders it.

/** localStorage key of the chosen wallpaper's id. */
export const wallpaperKey = 'portfolio-wallpaper'

/** The wallpaper an id names when it still names one of the site's, else the first (the default). */
export function wallpaperOf(id: string | null): Wallpaper | undefined {
  return site.wallpapers.find((w) => w.id === id) ?? site.wallpapers[0]
}

/** The id the visitor chose, as saved. Apart from the atoms, so that the head script reads it without jotai. */
export const storedWallpaperId = () => readStored(wallpaperKey)

/** Shows a wallpaper over the page's default one; the default, or none, shows the page's own. */
export function showWallpaper(wallpaper: Wallpaper | undefined): void {
  const root = document.documentElement
  if (!wallpaper || wallpaper === site.wallpapers[0]) {
    root.removeAttribute('data-wallpaper')
    root.style.removeProperty('--wallpaper')
    return
  }
  const width = coverWidth(wallpaper.image, window.innerWidth, window.innerHeight) * (window.devicePixelRatio || 1)
  root.style.setProperty('--wallpaper', `url(${JSON.stringify(variantFor(wallpaper.image, width))})`)
  root.setAttribute('data-wallpaper', wallpaper.id)
}

/** The width an image covering a viewport is shown at, as the wallpaper's `sizes` says (generator/compile). */
export function coverWidth(image: Img, viewportWidth: number, viewportHeight: number): number {
  return image.height ? Math.max(viewportWidth, (viewportHeight * image.width) / image.height) : viewportWidth
}

/**
 * The file a browser would pick from the image's variants for a width in
 * device pixels: the narrowest as wide, else the widest; WebP first, as
 * the <picture> offers it.
 */
export function variantFor(image: Img, width: number): string {
  const variants = (image.webp ?? image.srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, w]) => ({ url: url!, w: Number.parseInt(w ?? '', 10) }))
    .filter((v) => v.url && v.w > 0)
    .sort((a, b) => a.w - b.w)
  return (variants.find((v) => v.w >= width) ?? variants.at(-1))?.url ?? image.src
}
