import { site } from '../shared/data/site'
import { recordEarlyInput, takeOver } from './early-input'
import { hold, lift } from './hold'
import { afterFirstPaint, afterLargestImages, loadApp } from './load-app'
import { seesPrerender } from './prerendered'

// The script that every page runs at the end of its <head>, a classic one,
// after the site's data: it runs before the body paints, and loads the app.
//
// A visitor who will not see the page as prerendered (another language,
// another wallpaper) sees nothing until the app has rendered it their way,
// rather than the default flashing first: the app lifts the hold once it has
// rendered (see App.tsx), and loads at once. The others see the page from its
// HTML, and the app loads once it has painted, its largest images included;
// what they do before the app has taken it over is replayed then.
if (seesPrerender()) {
  recordEarlyInput(site.base)
  // No app (its script did not load): what the visitor did goes ahead without it, the links open.
  afterFirstPaint(() => afterLargestImages(() => loadApp(() => takeOver()())))
} else {
  hold()
  // No app: the page as prerendered is better than none.
  loadApp(lift)
}
// Its work done, it leaves the page as the app expects it: with no classic
// script, so that one found later is an injected one.
document.currentScript?.remove()
