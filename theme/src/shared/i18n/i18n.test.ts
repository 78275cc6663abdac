import { act, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { DataChange } from '../data/data-change'
import { starterLocale } from '../../test/locales'
import { site } from '../data/site'

/** The language whose strings are at url (site.locales). */
const languageAt = (url: string) => Object.keys(site.locales).find((language) => site.locales[language] === url) ?? ''

// Each test starts a fresh i18next, as a page load does; the listeners it
// adds to the window go with the test, as they go with a page.
async function load(language: string) {
  vi.resetModules()
  const { initI18n } = await import('./i18n')
  const listen = vi.spyOn(window, 'addEventListener')
  const { i18n, ready } = initI18n(language)
  const added = listen.mock.calls.map(([type, listener]) => [type, listener] as const)
  listen.mockRestore()
  onTestFinished(() => added.forEach(([type, listener]) => window.removeEventListener(type, listener)))
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

/** A text of the home screen, as the app renders it. */
function Greeting() {
  const { t } = useTranslation()
  return createElement('p', null, t('home.greeting'))
}

/** What portgen serve tells the page when data files changed; returns the URLs the app took in. */
function changed(urls: string[], data?: DataChange['data']): Set<string> {
  const handled = new Set<string>()
  const detail: DataChange = { urls, items: {}, handled, shown: true, data }
  act(() => void window.dispatchEvent(new CustomEvent('portgen:data', { detail })))
  return handled
}

describe('a locale file saved while portgen serve shows the page', () => {
  const requests: string[] = []
  let greeting = 'Olá de novo'
  beforeEach(() => {
    requests.length = 0
    vi.stubGlobal('fetch', async (url: string) => {
      requests.push(url)
      const strings = starterLocale(languageAt(url)) as { home: Record<string, string> }
      if (requests.length > 1) strings.home.greeting = greeting
      return new Response(JSON.stringify(strings), { status: 200 })
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('is fetched again, and its texts render again in place', async () => {
    const i18n = await load('pt')
    render(createElement(I18nextProvider, { i18n }, createElement(Greeting)))
    expect(screen.getByText('Bem-vindo')).toBeInTheDocument()
    const handled = changed([site.locales.pt, '/assets/data/projects.json'])
    expect([...handled]).toEqual([site.locales.pt])
    expect(await screen.findByText('Olá de novo')).toBeInTheDocument()
    expect(requests).toEqual([site.locales.pt, site.locales.pt])
  })

  it('is taken from the event when it carries the file, as the editor’s marked copy', async () => {
    const i18n = await load('pt')
    render(createElement(I18nextProvider, { i18n }, createElement(Greeting)))
    const marked = starterLocale('pt') as { home: Record<string, string> }
    marked.home.greeting = 'Bem-vindo\u2063\u200b\u2063'
    expect([...changed([site.locales.pt], { [site.locales.pt]: marked })]).toEqual([site.locales.pt])
    expect(await screen.findByText('Bem-vindo\u2063\u200b\u2063')).toBeInTheDocument()
    expect(requests).toHaveLength(1) // the page's own load
    expect(i18n.t('menu.apps')).toBe('Projetos')
  })

  it('needs nothing when it is a language the page has not loaded: it is fetched, new, when the visitor switches', async () => {
    greeting = 'Bienvenue !'
    const i18n = await load('pt')
    expect([...changed([site.locales.fr])]).toEqual([site.locales.fr])
    expect(requests).toEqual([site.locales.pt])
    await i18n.changeLanguage('fr')
    expect(i18n.t('home.greeting')).toBe('Bienvenue !')
  })
})
