// The hold on a prerendered page: hold-paint.ts, the page's first script,
// sets it when the visitor will not see the page as prerendered (another
// language, another wallpaper), which hides it (see global.css); the app
// lifts it once it has rendered the page their way.

const attribute = 'data-hold'

/** Hides the page until the app lifts the hold. */
export const hold = () => document.documentElement.setAttribute(attribute, '')

/** Whether the page is held: then the app renders it afresh instead of taking its HTML over. */
export const held = () => document.documentElement.hasAttribute(attribute)

/** Shows the page. */
export const lift = () => document.documentElement.removeAttribute(attribute)
