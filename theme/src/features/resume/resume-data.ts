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
  const request: Request = fetchResume(url).then((result) => {
    request.status = 'fulfilled'
    request.value = result
    return result
  })
  requests.set(url, request)
  return request
}

/** Forgets the answer for a language, so that the next loadResume asks again. */
export function retryResume(language: string): void {
  const url = resumeURL(language)
  if (url) requests.delete(url)
}

async function fetchResume(url: string): Promise<ResumeResult> {
  try {
    const response = await fetch(url)
    if (!response.ok) return { failure: 'failed' }
    return { resume: (await response.json()) as Resume }
  } catch {
    return { failure: navigator.onLine ? 'failed' : 'offline' }
  }
}
