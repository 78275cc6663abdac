import type { Tag } from './data/types'

/** A tag and how many items carry it. */
export type CountedTag = Tag & { count: number }

/** The tags of the items (projects' technologies, posts' tags), each once with its count, by name. */
export function countTags(items: readonly { tags: readonly Tag[] }[]): CountedTag[] {
  const counted = new Map<string, CountedTag>()
  for (const item of items) {
    for (const tag of item.tags) {
      const seen = counted.get(tag.slug)
      if (seen) seen.count++
      else counted.set(tag.slug, { ...tag, count: 1 })
    }
  }
  return [...counted.values()].sort((a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.slug, b.slug))
}

/**
 * Code-unit order, not localeCompare: the prerenderer's engine has no
 * collation of its own, and the app must put the chips in the order the
 * page's HTML has them (a hostile site's names, punctuation first, came
 * out in another order: React's hydration error).
 */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
