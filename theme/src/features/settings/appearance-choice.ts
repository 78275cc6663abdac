import { site } from '../../shared/data/site'
import { readStored } from '../../shared/storage'

// The page's CSS follows the system's appearance (app/global.css). A
// visitor's choice in Settings is set on <html> as data-appearance, which
// the CSS obeys: the head script sets it before the page first paints, so
// a visitor who chose Dark on a light system never sees the light page.
// The browser's toolbar follows: of the page's theme-color meta tags, one
// per scheme, the chosen scheme's applies. A site whose owner fixed one
// scheme has it on <html> in its HTML, and offers no choice.

/** How the site looks: as the system does, or always light or dark. */
export type Appearance = 'auto' | 'light' | 'dark'

export const appearances: readonly Appearance[] = ['auto', 'light', 'dark']

/** Whether the visitor may choose: the owner fixed no scheme. */
export const appearanceChosen = () => site.appearance !== 'light' && site.appearance !== 'dark'

/** localStorage key of the chosen appearance. */
export const appearanceKey = 'portfolio-appearance'

/** The appearance a stored value names; anything else (none, a corrupt value) is 'auto'. */
export function appearanceOf(stored: string | null): Appearance {
  return stored === 'light' || stored === 'dark' ? stored : 'auto'
}

/** The appearance the visitor chose, as saved. Apart from the picker's hook, so that the head script reads it without React. */
export const storedAppearance = () => appearanceOf(readStored(appearanceKey))

/** Shows the page in an appearance: 'auto' leaves it to the system. */
export function showAppearance(appearance: Appearance): void {
  if (!appearanceChosen()) return
  const root = document.documentElement
  if (appearance === 'auto') root.removeAttribute('data-appearance')
  else root.setAttribute('data-appearance', appearance)
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]')) {
    // Each tag's own query is kept in data-media while a choice overrides it.
    const own = (meta.dataset.media ??= meta.getAttribute('media') ?? '')
    meta.setAttribute('media', appearance === 'auto' ? own : own.includes(appearance) ? 'all' : 'not all')
  }
}
