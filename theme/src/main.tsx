import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { site } from './shared/data/site'
import { initI18n } from './shared/i18n/i18n'
import { splitPath } from './shared/i18n/page-language'
import { App } from './app/App'
import { takeOver } from './app/early-input'
import { whenParsed } from './app/load-app'
import { preloadScreenOf, preloadScreens } from './app/screens'
import { registerServiceWorker } from './app/service-worker'
import { whenIdle } from './shared/preloadable'
import { onDesktop } from './shared/use-media-query'
import './app/global.css'
// In the shell, though the entry does not call them: every screen (the home
// screen too, which is a screen of its own) does, and one shell costs less
// than a chunk more for each page to fetch (see generator/internal/bundle/shell.go).
import './shared/use-document-title'
import './shared/use-hydrated'

// The first render waits for the interface strings and the current screen
// (both preloaded by the page), so that nothing suspends: the screen paints
// complete, at once. It waits for the page's HTML to be read to its end,
// too (see whenParsed). No providers: react-i18next's hooks use the
// instance that initI18n registers, and the atoms live in jotai's default
// store.
registerServiceWorker(site.serviceWorker, site.base, site.build)
const path = window.location.pathname.slice(site.base.length - 1)
const { ready } = initI18n(splitPath(path).language.code)
await Promise.all([ready.catch(() => {}), preloadScreenOf(path).catch(() => {}), whenParsed()])

// portgen prerendered the page's HTML (#root's data-path names its page) in
// its language: the app takes it over, and replays what the visitor pressed
// while it loaded (see app/early-input.ts). The 404 page, served at any
// path, is rendered afresh. Taking it over is a transition: React then
// hydrates in slices of a few milliseconds, yielding to the browser between
// them, where a plain hydrateRoot blocks the main thread for the whole tree
// (some 80 ms on a slow phone: Lighthouse's Total Blocking Time). A press
// meanwhile still lands: React hydrates at once what it lands on. It takes
// the page over at the path the HTML was made for, and moves on to the
// address's after: a visitor who pressed Back while the app loaded (Chromium
// keeps a reloaded page's earlier entries in the same document) changed the
// address, not the HTML.
const root = document.getElementById('root')!
let replay = takeOver()
// In portgen serve only (the define is false in a build, which drops this),
// the app says it has taken the page over: its data take-ins then listen,
// and serve's editor (edit.js) gives them the page's marked data.
if (import.meta.env.PORTGEN_SERVE) {
  const replayInput = replay
  replay = () => {
    replayInput()
    document.documentElement.dataset.portgenApp = 'ready'
    dispatchEvent(new Event('portgen:app'))
  }
}
if (root.dataset.path === path) {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App ssrPath={site.base + path.slice(1)} onTakenOver={replay} />
      </StrictMode>,
    )
  })
} else {
  createRoot(root).render(
    <StrictMode>
      <App onTakenOver={replay} />
    </StrictMode>,
  )
}

// A desktop fetches the other screens when idle; a phone only what its
// visitor asks for (the menu's screens when it opens), sparing their data.
if (onDesktop()) whenIdle(preloadScreens)
