import { changes } from './changes'
import { site } from './site'
import type { SiteData } from './types'

// The site's data changes in an open page only under portgen serve: when
// site.yaml is saved (live.js sends the page's new data in a 'portgen:site'
// event), and while its editor marks the texts. This module is imported by
// the screens that show the site's texts (About, Docs, Settings, Music),
// not by the home screen's code: its JS stays what a visitor needs. A page
// that has loaded none of them takes a change to site.yaml in by reloading.

const siteChanges = changes()

/** The site's data, read again by the component whenever portgen serve changes it. */
export function useSite(): SiteData {
  siteChanges.useChanges()
  return site
}

/**
 * Replaces the site's data in place: every module that holds the object
 * reads the new fields. The event is cancelled to say it was taken in.
 */
function takeInSite(next: SiteData): void {
  const fields = site as unknown as Record<string, unknown>
  for (const key of Object.keys(fields)) if (!(key in next)) delete fields[key]
  Object.assign(site, next)
  siteChanges.changed()
}

// Only serve changes the site's data while a page is open: a build leaves
// this out. The prerenderer has no window, and needs none of it.
if (import.meta.env.PORTGEN_SERVE) {
  globalThis.addEventListener?.('portgen:site', (event) => {
    takeInSite((event as CustomEvent<SiteData>).detail)
    event.preventDefault()
  })
}
