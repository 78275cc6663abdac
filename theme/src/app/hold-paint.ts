import { recordEarlyInput } from './early-input'
import { hold } from './hold'
import { seesPrerender } from './prerendered'

// The script that every page runs at the end of its <head>, a classic one,
// after the site's data: it runs before the body paints. A visitor who will
// not see the page as prerendered (another language, another wallpaper) sees
// nothing until the app has rendered it their way, rather than the default
// flashing first. The app lifts the hold once it has rendered (see App.tsx).
// The others see the page at once, and what they press before the app has
// loaded is replayed then.
if (!seesPrerender()) hold()
else recordEarlyInput()
// Its work done, it leaves the page as the app expects it: with no classic
// script, so that one found later is an injected one.
document.currentScript?.remove()
