import { site } from '../shared/data/site'
import { showWallpaper, storedWallpaperId, wallpaperOf } from '../features/settings/wallpaper-choice'
import { recordEarlyInput, takeOver } from './early-input'
import { languageRedirect, thisVisitor } from './language-redirect'
import { afterFirstPaint, afterLargestImages, loadApp } from './load-app'

// The script that every page runs at the end of its <head>, a classic one,
// after the site's data: it runs before the body paints.
//
// A visitor who arrives at a page of the default language, but reads
// another the site has, goes to that language's page at once, before
// anything paints (see language-redirect.ts). Everyone else sees the page
// as its HTML has it, their wallpaper set on <html>, and the app loads once
// the page has painted, its largest images included; what they do before
// the app has taken the page over is replayed then.
const redirect = languageRedirect(window.location, thisVisitor())
if (redirect) {
  document.documentElement.hidden = true
  window.location.replace(redirect)
} else {
  showWallpaper(wallpaperOf(storedWallpaperId()))
  recordEarlyInput(site.base)
  // No app (its script did not load): what the visitor did goes ahead without it, the links open.
  afterFirstPaint(() => afterLargestImages(() => loadApp(() => takeOver()())))
}
// Its work done, it leaves the page as the app expects it: with no classic
// script, so that one found later is an injected one.
document.currentScript?.remove()
