import { render, type RenderResult } from '@testing-library/react'
import i18next, { type i18n } from 'i18next'
import { createStore, Provider } from 'jotai'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import site from './fixtures/site'
import { starterLocale } from './locales'

/** An i18next instance holding the starter's real strings in every language. */
export async function testI18n(language = 'en'): Promise<i18n> {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'pt', 'fr'],
    resources: Object.fromEntries(['en', 'pt', 'fr'].map((l) => [l, { translation: starterLocale(l) }])),
    interpolation: { escapeValue: false, defaultVariables: { name: site.owner.name } },
  })
  return instance
}

interface Options {
  path?: string
  language?: string
  store?: ReturnType<typeof createStore>
}

/** Renders ui as the site does: translations, a jotai store and a router at path. */
export async function renderSite(ui: ReactElement, { path = '/', language = 'en', store = createStore() }: Options = {}) {
  const i18n = await testI18n(language)
  const location = memoryLocation({ path, record: true })
  // A wrapper, not a wrapped element, so that rerender keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <Router hook={location.hook}>{children}</Router>
      </Provider>
    </I18nextProvider>
  )
  const result: RenderResult = render(ui, { wrapper })
  return { ...result, i18n, store, location }
}
