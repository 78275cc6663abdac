import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'jotai'
import { I18nextProvider } from 'react-i18next'
import { site } from './shared/data/site'
import { initI18n } from './shared/i18n/i18n'
import { App } from './app/App'
import { preloadScreenOf, preloadScreens } from './app/screens'
import { registerServiceWorker } from './app/service-worker'
import { whenIdle } from './shared/preloadable'
import './app/global.css'

// The first render waits for the interface strings and the current screen
// (both preloaded by the page), so that nothing suspends: the screen paints
// complete, at once.
registerServiceWorker(site.serviceWorker, site.base, site.build)
const { i18n, ready } = initI18n()
const path = window.location.pathname.slice(site.base.length - 1)
await Promise.all([ready.catch(() => {}), preloadScreenOf(path).catch(() => {})])

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <Provider>
        <App />
      </Provider>
    </I18nextProvider>
  </StrictMode>,
)

whenIdle(preloadScreens)
