/**
 * What portgen serve's live reload (generator/internal/server/live.js), or
 * its editor (generator/internal/edit/edit.js), asks of an open page with a
 * 'portgen:data' event: to take in data files that changed. A listener adds
 * each URL it takes in to handled; live.js reloads the page for any other.
 */
export interface DataChange {
  /** The data files that changed. */
  urls: string[]
  /**
   * Of each file among urls that is a JSON array of as many elements as
   * before, the elements that changed, by index.
   */
  items: Record<string, Record<string, unknown>>
  /** Those that the app takes in without a reload. */
  handled: Set<string>
  /**
   * Whether the page's own content is made from them. When it is not (the
   * app has moved from the page it loaded to another screen), the app
   * takes in only what it holds, and nothing reloads.
   */
  shown: boolean
  /**
   * The files' new content, by URL, when the event carries it: the
   * editor's copies, whose texts carry the marks that it finds on the
   * page. A file that is not here is fetched.
   */
  data?: Record<string, unknown>
}
