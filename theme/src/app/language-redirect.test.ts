import { describe, expect, it } from 'vitest'
import { site, siteDefaultLanguage } from '../shared/data/site'
import type { Language } from '../shared/data/types'
import { browserLanguage, chooseLanguage, chosenLanguage, languageKey } from '../shared/i18n/language-choice'
import { languageOf, splitPath } from '../shared/i18n/page-language'
import { changeSite } from '../test/site-data'
import { languageRedirect, type Visitor } from './language-redirect'

// Where the head script sends a visitor who arrives at a page, before it
// paints: from a page of the default language to the same page in theirs.
const [en, pt, fr] = (['en', 'pt', 'fr'] as const).map((code) => languageOf(code)!) as [Language, Language, Language]

/** Where a visitor who opens url goes: the URL, or undefined to stay. */
const arrive = (url: string, visitor: Visitor = {}) => {
  const { pathname, search, hash } = new URL(url, 'https://ada.example')
  return languageRedirect({ pathname, search, hash }, visitor)
}

describe('the language redirect', () => {
  it('sends a visitor to the language they chose, keeping the path, the query and the hash', () => {
    expect(arrive('/', { chosen: pt })).toBe('/pt/')
    expect(arrive('/apps/bookstore/?ref=cv#links', { chosen: fr })).toBe('/fr/apps/bookstore/?ref=cv#links')
    expect(arrive('/no/such/page', { chosen: pt })).toBe('/pt/no/such/page')
  })

  it('without a choice, follows the browser’s language', () => {
    expect(arrive('/about/', { browser: pt })).toBe('/pt/about/')
    expect(arrive('/about/', { browser: en })).toBeUndefined()
    expect(arrive('/about/', {})).toBeUndefined()
  })

  it('lets a stored choice win over the browser, a choice of the default language too', () => {
    expect(arrive('/', { chosen: fr, browser: pt })).toBe('/fr/')
    expect(arrive('/', { chosen: en, browser: pt })).toBeUndefined()
  })

  it('never redirects from a page of another language', () => {
    expect(arrive('/pt/', { chosen: fr, browser: fr })).toBeUndefined()
    expect(arrive('/fr/apps/', { chosen: en })).toBeUndefined()
    expect(arrive('/pt', { chosen: fr })).toBeUndefined()
  })

  it('leads an old ?lng= link to the page in its language, without the parameter, over any choice', () => {
    expect(arrive('/apps/?lng=pt', { chosen: fr })).toBe('/pt/apps/')
    expect(arrive('/?utm=x&lng=fr-CA#top')).toBe('/fr/?utm=x#top')
    expect(arrive('/?lng=en', { chosen: pt })).toBeUndefined()
    expect(arrive('/?lng=de', { chosen: pt })).toBe('/pt/') // a language the site lacks: no choice, and no use
  })

  it('can be turned off by the site, but for a ?lng= link', () => {
    changeSite({ languageRedirect: false })
    expect(arrive('/', { chosen: pt, browser: fr })).toBeUndefined()
    expect(arrive('/docs/?lng=pt')).toBe('/pt/docs/')
  })

  it('takes the default language from the data’s mark, wherever the list has it', () => {
    expect(siteDefaultLanguage()).toBe(en)
    changeSite({ languages: [pt, fr, en] })
    expect(siteDefaultLanguage()).toBe(en)
    expect(splitPath('/apps/').language).toBe(en)
    expect(arrive('/apps/', { chosen: pt })).toBe('/pt/apps/')
    expect(arrive('/pt/apps/', { chosen: en })).toBeUndefined()
  })

  it('works under a base path, and leaves a path outside it alone', () => {
    changeSite({
      base: '/portfolio/',
      languages: [
        { ...en, path: '/portfolio/' },
        { ...pt, path: '/portfolio/pt/' },
      ],
    })
    const ptHere = site.languages[1]
    expect(arrive('/portfolio/apps/', { chosen: ptHere })).toBe('/portfolio/pt/apps/')
    expect(arrive('/portfolio/', { browser: ptHere })).toBe('/portfolio/pt/')
    expect(arrive('/portfolio/pt/apps/', { chosen: siteDefaultLanguage() })).toBeUndefined()
    expect(arrive('/elsewhere/', { chosen: ptHere })).toBeUndefined()
  })
})

describe('the visitor’s language', () => {
  it('is the one they chose while the site still has it; storage holding anything else is no choice', () => {
    expect(chosenLanguage()).toBeUndefined()
    chooseLanguage(fr)
    expect(window.localStorage.getItem(languageKey)).toBe('fr')
    expect(chosenLanguage()).toBe(fr)
    for (const stored of ['de', '', '{"lng":"pt"}', 'PT ']) {
      window.localStorage.setItem(languageKey, stored)
      expect(chosenLanguage()).toBeUndefined()
    }
  })

  it('is, without a choice, the browser’s first language the site has, a regional code read as its language', () => {
    expect(browserLanguage(['pt-BR', 'en'])).toBe(pt)
    expect(browserLanguage(['de-DE', 'fr-CA', 'pt'])).toBe(fr)
    expect(browserLanguage(['de', 'ja'])).toBeUndefined()
    expect(browserLanguage([])).toBeUndefined()
  })

  it('is no choice where storage throws', () => {
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    try {
      expect(chosenLanguage()).toBeUndefined()
    } finally {
      Storage.prototype.getItem = getItem
    }
    expect(languageOf('pt')).toBe(pt)
  })
})
