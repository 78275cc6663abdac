import { site } from '../shared/data/site'
import { showAppearance, storedAppearance } from '../features/settings/appearance-choice'
import { showWallpaper, storedWallpaperId, wallpaperOf } from '../features/settings/wallpaper-choice'
import { recordEarlyInput, takeOver } from './early-input'
import { afterFirstPaint, afterLargestImages, loadApp } from './load-app'

// The script that every page runs at the end of its <head>, a classic one:
// it runs before the body paints. The visitor sees the page as its HTML has
// it, their appearance and wallpaper set on <html>; the app loads once the page has
// painted, its largest images included, and what they do before the app
// has taken the page over is replayed then. A page that the inline script
// is leaving for another language's (it hid it) gets none of that.
if (!document.documentElement.hidden) {
  showAppearance(storedAppearance())
  showWallpaper(wallpaperOf(storedWallpaperId()))
  recordEarlyInput(site.base)
  // No app (its script did not load): what the visitor did goes ahead without it, the links open.
  afterFirstPaint(() => afterLargestImages(() => void loadApp(() => takeOver()())))
}
// Its work done, it leaves the page as the app expects it: with no classic
// script, so that one found later is an injected one.
document.currentScript?.remove()
