import { changes } from '../../shared/data/changes'
import type { DataChange } from '../../shared/data/data-change'
import { defaultLanguage, site } from '../../shared/data/site'
import type { Resume } from '../../shared/data/types'

/** Why the résumé is not shown: no connection (and no copy kept offline), or anything else. */
export type ResumeFailure = 'offline' | 'failed'

export type ResumeResult = { resume: Resume } | { failure: ResumeFailure }

/** A request that, once settled, says so the way React's use() reads it: then a screen renders it at once. */
type Request = Promise<ResumeResult> & { status?: 'fulfilled'; value?: ResumeResult }

const requests = new Map<string, Request>()

/** The URL of a language's résumé JSON; the default language's when it has none. */
function resumeURL(language: string): string | undefined {
  return site.resume?.[language] ?? site.resume?.[defaultLanguage]
}

/**
 * The résumé in a language, fetched from the JSON portgen wrote (the page
 * preloads the default language's, the service worker keeps it offline),
 * once: every later call answers the same request. It never rejects: a
 * failure is a result too, kept until retryResume, so that a screen that
 * renders it does not fetch again on each render.
 */
export function loadResume(language: string): Promise<ResumeResult> {
  const url = resumeURL(language)
  if (!url) return Promise.resolve({ failure: 'failed' })
  const known = requests.get(url)
  if (known) return known
  const request = settling(fetchResume(url))
  requests.set(url, request)
  return request
}

/** A request that says when it has settled, and what to (see Request). */
function settling(result: Promise<ResumeResult>): Request {
  const request: Request = result.then((value) => {
    request.status = 'fulfilled'
    request.value = value
    return value
  })
  return request
}

/** Forgets the answer for a language, so that the next loadResume asks again. */
export function retryResume(language: string): void {
  const url = resumeURL(language)
  if (url) requests.delete(url)
}

async function fetchResume(url: string, init?: RequestInit): Promise<ResumeResult> {
  try {
    const response = await fetch(url, init)
    if (!response.ok) return { failure: 'failed' }
    return { resume: (await response.json()) as Resume }
  } catch {
    return { failure: navigator.onLine ? 'failed' : 'offline' }
  }
}

// A résumé saved while portgen serve shows it (a save in the owner's
// editor, or on the page, whose editor gives its marked copy): the screen
// takes it in place, where the page would otherwise reload. Only serve
// does that: a build leaves this out, and useResumeChanges never changes.
const resumeChanges = changes()

/** Renders the caller again when a résumé it has loaded was taken in anew. */
export const useResumeChanges = resumeChanges.useChanges

/**
 * Replaces a loaded résumé with the one the event carries, or with the
 * file read again; the old one stays shown until the new one is in.
 */
async function takeInResume(url: string, data: unknown): Promise<void> {
  const result = data ? { resume: data as Resume } : await fetchResume(url, { cache: 'no-cache' })
  const request = settling(Promise.resolve(result))
  await request
  requests.set(url, request)
  resumeChanges.changed()
}

// The prerenderer has no window, and needs none of this. A résumé the page
// has not loaded needs nothing: it is fetched, new, when the screen shows it.
if (import.meta.env.PORTGEN_SERVE) {
  globalThis.addEventListener?.('portgen:data', (event) => {
    const { urls, handled, data } = (event as CustomEvent<DataChange>).detail
    for (const url of new Set(Object.values(site.resume ?? {}))) {
      if (!urls.includes(url)) continue
      handled.add(url)
      if (requests.has(url)) void takeInResume(url, data?.[url])
    }
  })
}
