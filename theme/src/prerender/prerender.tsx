// The entry point portgen runs at build time to write each page's HTML with
// the app's own components: React's renderToString in a JavaScript engine
// embedded in portgen (QuickJS), with no browser and no Node.js. The
// browser's main.tsx then takes the HTML over (hydrates it).
//
// Before this bundle runs, portgen sets globalThis.portgenSite to the site's
// data and defines portgenRead(url), which answers with a file the build
// wrote (the projects' JSON, a locale) or undefined. Then, for each page:
// portgenLoad(path), portgen runs the engine's pending jobs,
// portgenRender(path) returns the HTML of #root.
import './host'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from '../app/App'
import { preloadScreenOf } from '../app/screens'
import { preloadMenuLinks } from '../features/menu/FloatingMenu'
import { defaultLanguage, site } from '../shared/data/site'
import { initI18n } from '../shared/i18n/i18n'
import { prerenderPath, splitPath } from '../shared/i18n/page-language'
import { installIntl } from './intl'
// Last, as in main.tsx: esbuild names the CSS classes by the order in which
// it meets the stylesheets, and the names must be the browser's.
import '../app/global.css'

declare global {
  var portgenLoad: (path: string) => void
  var portgenRender: (path: string) => string
  /** What renderToString would drop (see generator/internal/bundle/server.go): an error thrown inside a <Suspense> boundary, or its still loading. */
  var portgenRenderError: (error: unknown) => void
}

installIntl()

const { i18n, ready } = initI18n(defaultLanguage)

// What the last portgenLoad came to: undefined while under way. Its error
// is kept as it was thrown, for its stack: portgen names the file and line
// that threw (a module that throws as it loads, say).
let loaded: { path: string; error?: Error } | undefined

/**
 * Starts loading what the page at path shows, in the language of its path
 * ("/pt/apps/"): the strings, its screen and its data, and the menu's
 * links, which the page holds for a visitor without JavaScript.
 */
globalThis.portgenLoad = (path) => {
  loaded = undefined
  prerenderPath(path)
  const language = splitPath(path).language.code
  Promise.all([ready.then(() => i18n.changeLanguage(language)), preloadScreenOf(path), preloadMenuLinks()]).then(
    () => (loaded = { path }),
    (error: unknown) => (loaded = { path, error: error instanceof Error ? error : new Error(String(error)) }),
  )
}

// The first error of the page being rendered, which fails it: a page is
// never built with a screen's fallback in place of the screen.
let renderError: unknown
globalThis.portgenRenderError = (error) => {
  renderError ??= error instanceof Error ? error : new Error(String(error))
}

/** The HTML of the page at path (below the base path), once portgenLoad(path) has settled. */
globalThis.portgenRender = (path) => {
  if (loaded?.path !== path) throw new Error(`${path} is still loading`)
  if (loaded.error) throw loaded.error // its stack is where it was thrown
  renderError = undefined
  const html = renderToString(
    <StrictMode>
      <App ssrPath={site.base + path.slice(1)} />
    </StrictMode>,
  )
  if (renderError) throw renderError // its stack is where it was thrown
  return html
}
