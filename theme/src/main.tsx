import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'jotai'
import { I18nextProvider } from 'react-i18next'
import { initI18n } from './shared/i18n/i18n'
import { App } from './app/App'
import './app/global.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={initI18n()}>
      <Provider>
        <App />
      </Provider>
    </I18nextProvider>
  </StrictMode>,
)
