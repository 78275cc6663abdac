import { site } from '../../shared/data/site'
import type { Img, Wallpaper } from '../../shared/data/types'
import { readStored } from '../../shared/storage'

// The page's HTML shows the default wallpaper, in the system's colour
// scheme. Another one, chosen in Settings, is shown through <html>: a
// data-wallpaper attribute naming it and a --wallpaper custom property
// holding its image (its dark one in the dark scheme), which the
// wallpaper's layer paints (app/Wallpaper.module.css). So is the default
// when it has a dark image and the visitor chose a scheme, which may not
// be the system's. The head script sets them before the page first
// paints, from the stored choices, so the chosen wallpaper is there from
// the first frame and the page's HTML stays as the app renders it.

/** localStorage key of the chosen wallpaper's id. */
export const wallpaperKey = 'portfolio-wallpaper'

/** The wallpaper an id names when it still names one of the site's, else the first (the default). */
export function wallpaperOf(id: string | null): Wallpaper | undefined {
  return site.wallpapers.find((w) => w.id === id) ?? site.wallpapers[0]
}

/** The id the visitor chose, as saved. Apart from the picker's hook, so that the head script reads it without React. */
export const storedWallpaperId = () => readStored(wallpaperKey)

const darkSystem = '(prefers-color-scheme: dark)'

/** Whether the page is in its dark scheme: the one the visitor chose, else the system's. */
export function inDarkScheme(): boolean {
  const chosen = document.documentElement.getAttribute('data-appearance')
  return chosen ? chosen === 'dark' : window.matchMedia?.(darkSystem).matches === true
}

let shown: Wallpaper | undefined // the wallpaper on show, for a change of the system's scheme
let following = false

/** Shows a wallpaper over the page's default one; the default, or none, shows the page's own where it can. */
export function showWallpaper(wallpaper: Wallpaper | undefined): void {
  const root = document.documentElement
  shown = wallpaper
  if (!wallpaper || (wallpaper === site.wallpapers[0] && !(wallpaper.dark && root.hasAttribute('data-appearance')))) {
    root.removeAttribute('data-wallpaper')
    root.style.removeProperty('--wallpaper')
    return
  }
  const image = wallpaper.dark && inDarkScheme() ? wallpaper.dark : wallpaper.image
  const width = coverWidth(image, window.innerWidth, window.innerHeight) * (window.devicePixelRatio || 1)
  root.style.setProperty('--wallpaper', `url(${JSON.stringify(variantFor(image, width))})`)
  root.setAttribute('data-wallpaper', wallpaper.id)
  if (wallpaper.dark && !following && window.matchMedia) {
    following = true
    window.matchMedia(darkSystem).addEventListener('change', () => showWallpaper(shown))
  }
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
