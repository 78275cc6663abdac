import { site } from '../shared/data/site'
import { recordEarlyInput, takeOver } from './early-input'
import { hold } from './hold'
import { seesPrerender } from './prerendered'

// The script that every page runs at the end of its <head>, a classic one,
// after the site's data: it runs before the body paints.
//
// A visitor who will not see the page as prerendered (another language,
// another wallpaper) sees nothing until the app has rendered it their way,
// rather than the default flashing first: the app lifts the hold once it has
// rendered (see App.tsx). The others see the page at once, and what they do
// before the app has taken it over is replayed then.
if (seesPrerender()) {
  recordEarlyInput(site.base)
  // No app (its script did not load): what the visitor did goes ahead without it, the links open.
  document.querySelector('script[type="module"][src]')?.addEventListener('error', () => takeOver()())
} else {
  hold()
}
// Its work done, it leaves the page as the app expects it: with no classic
// script, so that one found later is an injected one.
document.currentScript?.remove()
