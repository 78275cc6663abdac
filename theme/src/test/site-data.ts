import { onTestFinished } from 'vitest'
import { site } from '../shared/data/site'
import type { SiteData } from '../shared/data/types'

/**
 * Changes the site's data for the test that calls it, as another site's
 * content would (no résumé, no photo…); the data is as before once the test
 * is over. An undefined value removes the field.
 */
export function changeSite(changes: Partial<SiteData>): void {
  const before = Object.fromEntries(Object.keys(changes).map((key) => [key, Object.getOwnPropertyDescriptor(site, key)]))
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete (site as unknown as Record<string, unknown>)[key]
    else Object.assign(site, { [key]: value })
  }
  onTestFinished(() => {
    for (const [key, descriptor] of Object.entries(before)) {
      if (descriptor) Object.defineProperty(site, key, descriptor)
      else delete (site as unknown as Record<string, unknown>)[key]
    }
  })
}
