import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, site } from '../data/site'
import { fetchBackend } from './fetch-backend'
import { takeInLocales } from './locale-take-in'

/**
 * Starts i18next in a language: the page's, which its path names (see
 * page-language.ts). The bundles are fetched from the URLs portgen
 * fingerprinted, with i18next's retries (its defaults: 5, from 350 ms
 * doubling, 10 reads at once); ready settles once the strings of the language are in. Only
 * that language's are fetched: another's when the visitor switches to it.
 */
export function initI18n(language: string): { i18n: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance()
  const ready = instance
    .use(fetchBackend(site.locales))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: site.languages.map((l) => l.code),
      fallbackLng: false,
      load: 'languageOnly',
      interpolation: { escapeValue: false, defaultVariables: { name: site.owner.name } },
      // Under portgen serve, strings taken in while the page is open render at once (see locale-take-in.ts).
      react: import.meta.env.PORTGEN_SERVE ? { bindI18nStore: 'added' } : {},
    })
  instance.on('languageChanged', () => {
    if (typeof document === 'undefined') return
    document.documentElement.lang = instance.resolvedLanguage ?? defaultLanguage
  })
  // Only serve saves a locale file while a page shows it: a build leaves this out.
  if (import.meta.env.PORTGEN_SERVE) takeInLocales(instance)
  return { i18n: instance, ready }
}
