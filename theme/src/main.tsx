import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { site } from './shared/data/site'
import { initI18n } from './shared/i18n/i18n'
import { App } from './app/App'
import { preloadScreenOf, preloadScreens } from './app/screens'
import { registerServiceWorker } from './app/service-worker'
import { whenIdle } from './shared/preloadable'
import './app/global.css'

// The first render waits for the interface strings and the current screen
// (both preloaded by the page), so that nothing suspends: the screen paints
// complete, at once. No providers: react-i18next's hooks use the instance
// that initI18n registers, and the atoms live in jotai's default store.
registerServiceWorker(site.serviceWorker, site.base, site.build)
const { ready } = initI18n()
const path = window.location.pathname.slice(site.base.length - 1)
await Promise.all([ready.catch(() => {}), preloadScreenOf(path).catch(() => {})])

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

whenIdle(preloadScreens)
