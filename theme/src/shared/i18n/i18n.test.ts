import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { starterLocale } from '../../test/locales'
import { site } from '../data/site'

/** The language whose strings are at url (site.locales). */
const languageAt = (url: string) => Object.keys(site.locales).find((language) => site.locales[language] === url) ?? ''

// Each test starts a fresh i18next, as a page load does.
async function load(language: string) {
  vi.resetModules()
  const { initI18n } = await import('./i18n')
  const { i18n, ready } = initI18n(language)
  await ready
  return i18n
}

describe('initI18n', () => {
  const requested: string[] = []
  beforeEach(() => {
    requested.length = 0
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url)
      return new Response(JSON.stringify(starterLocale(languageAt(url))), { status: 200 })
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('speaks the page’s language, fetches its strings and no other language’s, and sets <html lang> as it changes', async () => {
    const i18n = await load('pt')
    expect(i18n.resolvedLanguage).toBe('pt')
    expect(i18n.t('menu.apps')).toBe('Projetos')
    expect(i18n.t('pages.home.title')).toBe('Ada Lovelace · Portfólio de programador')
    expect(requested).toEqual([site.locales.pt])

    await i18n.changeLanguage('fr')
    expect(i18n.t('menu.apps')).toBe('Projets')
    expect(document.documentElement.lang).toBe('fr')
    expect(requested).toEqual([site.locales.pt, site.locales.fr])
  })

  it('retries a bundle that failed to load', async () => {
    let failures = 2
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url)
      if (failures-- > 0) throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(starterLocale('en')), { status: 200 })
    })
    const i18n = await load('en')
    await vi.waitFor(() => expect(i18n.t('menu.apps')).toBe('Projects'), { timeout: 3000 })
    expect(requested.filter((u) => u === site.locales.en)).toHaveLength(3)
  })
})
