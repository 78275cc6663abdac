import type { i18n } from 'i18next'
import type { DataChange } from '../data/data-change'
import { site } from '../data/site'

/**
 * Has an i18next instance take in the interface strings that portgen serve
 * tells the page changed (a locale file saved, or the editor's marked copy
 * of one): each bundle it holds is read again, or taken from the event, and
 * every t() text renders again (initI18n binds useTranslation to the
 * store's 'added'), where the page would otherwise reload. A bundle it does
 * not hold needs nothing: it is fetched, new, if the visitor switches to it.
 */
export function takeInLocales(instance: i18n): void {
  // The prerenderer has no window, and needs none of this.
  globalThis.addEventListener?.('portgen:data', (event) => {
    const { urls, handled, data } = (event as CustomEvent<DataChange>).detail
    for (const [language, url] of Object.entries(site.locales)) {
      if (!urls.includes(url)) continue
      handled.add(url)
      if (data?.[url]) instance.addResourceBundle(language, 'translation', data[url], true, true)
      // serve asks the browser to revalidate every file: the backend's fetch reads the new one.
      else if (instance.hasResourceBundle(language, 'translation')) instance.reloadResources(language)
    }
  })
}
