import { changes } from '../../shared/data/changes'
import type { DataChange } from '../../shared/data/data-change'
import { defaultLanguage, site } from '../../shared/data/site'
import type { PostBody, PostSummary } from '../../shared/data/types'

/** A request that, once settled, says so the way React's use() reads it: then a screen renders it at once. */
type Request<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

const requests = new Map<string, Request<unknown>>()

/** Fetches url's JSON once: every later call answers the same request, which says when it has settled. */
function fetchOnce<T>(url: string): Request<T> {
  const known = requests.get(url)
  if (known) return known as Request<T>
  const request = settled(fetchJSON<T>(url))
  request.catch(() => requests.delete(url)) // asked again on the next render
  requests.set(url, request)
  return request
}

/** A request of JSON, read again from the server when init says so. */
const fetchJSON = <T>(url: string, init?: RequestInit): Promise<T> =>
  fetch(url, init).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    return response.json() as Promise<T>
  })

/** The promise, which says when it has settled, as React's use() reads it. */
function settled<T>(promise: Promise<T>): Request<T> {
  const request: Request<T> = promise.then((value) => {
    request.status = 'fulfilled'
    request.value = value
    return value
  })
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

// A post saved while portgen serve shows the blog (a save in the owner's
// editor, or on the page, whose editor gives its marked copy): the screens
// take the new list and body in place, where the page would otherwise
// reload. Only serve does that: a build leaves this out, and
// usePostsChanges never changes.
const postsChanges = changes()

/** Renders the caller again when posts it has loaded were taken in anew. */
export const usePostsChanges = postsChanges.useChanges

/**
 * Whether url is one of the blog's files: a list of posts, or a body (in
 * the folder of the bodies the lists name; a new post's too).
 */
function isBlogFile(url: string): boolean {
  if (Object.values(site.posts ?? {}).includes(url)) return true
  const lists = [...requests.values()].map((request) => request.value).filter(Array.isArray) as PostSummary[][]
  const body = lists.flat()[0]?.body
  return body !== undefined && url.startsWith(body.slice(0, body.lastIndexOf('/') + 1))
}

/**
 * Replaces the files the screens hold with the ones the event carries, or
 * with the files read again; the old ones stay shown until every new one
 * is in. A file no screen holds needs nothing: it is fetched, new, when
 * one shows it.
 */
async function takeInPosts(urls: string[], data: Record<string, unknown> | undefined): Promise<void> {
  const held = urls.filter((url) => requests.has(url))
  const fresh = held.map((url) => settled(data?.[url] ? Promise.resolve(data[url]) : fetchJSON(url, { cache: 'no-cache' })))
  await Promise.all(fresh)
  held.forEach((url, i) => requests.set(url, fresh[i]!))
  postsChanges.changed()
}

// The prerenderer has no window, and needs none of this.
if (import.meta.env.PORTGEN_SERVE) {
  globalThis.addEventListener?.('portgen:data', (event) => {
    const { urls, handled, data } = (event as CustomEvent<DataChange>).detail
    const mine = urls.filter(isBlogFile)
    if (mine.length === 0) return
    for (const url of mine) handled.add(url)
    takeInPosts(mine, data).catch(() => location.reload())
  })
}
