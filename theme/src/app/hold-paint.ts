import { hold } from './hold'
import { seesPrerender } from './prerendered'

// The page's first script, which portgen writes inline in its <head>, after
// the site's data: it runs before the body paints. A visitor who will not see
// the page as prerendered (another language, another wallpaper) sees nothing
// until the app has rendered it their way, rather than the default flashing
// first. The app lifts the hold once it has rendered (see App.tsx).
if (!seesPrerender()) hold()
