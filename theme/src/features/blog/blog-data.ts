import { defaultLanguage, site } from '../../shared/data/site'
import type { PostBody, PostSummary } from '../../shared/data/types'

/** A request that, once settled, says so the way React's use() reads it: then a screen renders it at once. */
type Request<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

const requests = new Map<string, Request<unknown>>()

/** Fetches url's JSON once: every later call answers the same request, which says when it has settled. */
function fetchOnce<T>(url: string): Request<T> {
  const known = requests.get(url)
  if (known) return known as Request<T>
  const request: Request<T> = fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
      return response.json() as Promise<T>
    })
    .then((value) => {
      request.status = 'fulfilled'
      request.value = value
      return value
    })
  request.catch(() => requests.delete(url)) // asked again on the next render
  requests.set(url, request)
  return request
}

/**
 * The posts listed in a language, newest first (data/posts.<lang>.json,
 * which the blog's pages preload): a post not written in it is listed in
 * its first language, which its `lang` says.
 */
export function loadPosts(language: string): Promise<PostSummary[]> {
  const url = site.posts?.[language] ?? site.posts?.[defaultLanguage]
  return url ? fetchOnce<PostSummary[]>(url) : Promise.resolve([])
}

/** A version's body, from the file portgen wrote of it (see PostSummary.body). */
export const loadBody = (url: string): Promise<PostBody> => fetchOnce<PostBody>(url)
