import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { starterLocale } from '../../test/locales'

// Each test starts a fresh i18next, as a page load does.
async function load(url: string) {
  vi.resetModules()
  window.history.replaceState(null, '', url)
  const { initI18n, languageKey } = await import('./i18n')
  const { i18n, ready } = initI18n()
  await ready
  return { i18n, languageKey }
}

describe('initI18n', () => {
  const requested: string[] = []
  beforeEach(() => {
    requested.length = 0
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url)
      const language = url.match(/\/locales\/(\w+)\.json$/)?.[1] ?? ''
      return new Response(JSON.stringify(starterLocale(language)), { status: 200 })
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('takes ?lng= first, remembers it and sets <html lang>', async () => {
    const { i18n, languageKey } = await load('/?lng=pt')
    expect(i18n.resolvedLanguage).toBe('pt')
    expect(i18n.t('menu.apps')).toBe('Projetos')
    expect(i18n.t('pages.home.title')).toBe('Ada Lovelace · Portfólio de programador')
    expect(window.localStorage.getItem(languageKey)).toBe('pt')
    expect(document.documentElement.lang).toBe('pt')

    const again = await load('/')
    expect(again.i18n.resolvedLanguage).toBe('pt')
  })

  it('reduces a regional language to the site language without asking for it', async () => {
    const { i18n } = await load('/?lng=fr-CA')
    expect(i18n.resolvedLanguage).toBe('fr')
    expect(requested.every((u) => /\/(en|fr)\.json$/.test(u))).toBe(true)
  })

  it('retries a bundle that failed to load', async () => {
    let failures = 2
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url)
      if (failures-- > 0) throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(starterLocale('en')), { status: 200 })
    })
    const { i18n } = await load('/?lng=en')
    await vi.waitFor(() => expect(i18n.t('menu.apps')).toBe('Projects'), { timeout: 3000 })
    expect(requested.filter((u) => u.endsWith('/en.json'))).toHaveLength(3)
  })

  it('falls back to English for a language the site does not have', async () => {
    const { i18n } = await load('/?lng=de')
    expect(i18n.resolvedLanguage).toBe('en')
    expect(i18n.t('menu.apps')).toBe('Projects')
  })
})
