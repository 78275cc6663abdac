import { languageRedirect, thisVisitor } from './language-redirect'

// The script that portgen writes inline, first in every page's <head>, its
// hash allowed by the page's Content-Security-Policy: it runs as soon as
// the page's first bytes are read, before the page asks for anything else.
// A visitor who arrives at a page of the default language but reads another
// the site has goes to that language's page at once (see
// language-redirect.ts): nothing paints, and the page's other files, which
// the head script would wait for, are not waited for. The page stays hidden
// while the browser leaves it, which tells the head script to do nothing.
const redirect = languageRedirect(window.location, thisVisitor())
if (redirect) {
  document.documentElement.hidden = true
  window.location.replace(redirect)
}
// Its work done, it leaves the page with no classic script, as the app
// expects: one found later is an injected one.
document.currentScript?.remove()
