import { memo, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { Project, Tag } from '../../shared/data/types'
import { paths, tagPath } from '../../shared/paths'
import controls from '../../shared/ui/controls.module.css'
import styles from './Projects.module.css'

/** A technology and how many projects use it. */
export type CountedTag = Tag & { count: number }

/** The technologies of the projects, each once with its count, by name. */
export function countTags(projects: readonly Project[]): CountedTag[] {
  const counted = new Map<string, CountedTag>()
  for (const project of projects) {
    for (const tag of project.tags) {
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

/**
 * The filter by technology: a link per technology to its own page, the
 * projects that use it, named "Ruby on Rails, 3". The chosen one is the
 * current page, and leads back to every project.
 */
export const TechFilter = memo(function TechFilter({ tags, chosen }: { tags: CountedTag[]; chosen?: string }) {
  const { t } = useTranslation()
  const row = useRef<HTMLUListElement>(null)
  // On a phone the chips scroll in one row: the chosen one is brought into it.
  useEffect(() => {
    const list = row.current
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (list && current && list.scrollWidth > list.clientWidth) list.scrollLeft = current.offsetLeft - list.offsetLeft - 16
  }, [chosen])
  if (tags.length === 0) return null
  return (
    <nav aria-label={t('projects.filter')} className={styles.filter}>
      <ul className={controls.row} ref={row}>
        {tags.map((tag) => {
          const current = tag.slug === chosen
          return (
            <li key={tag.slug}>
              <Link
                href={current ? paths.apps : tagPath(tag.slug)}
                aria-current={current ? 'page' : undefined}
                aria-label={`${tag.name}, ${tag.count}`}
                className={`${controls.chip} ${styles.tag}`}
              >
                {tag.name}
                <span className={styles.count}>{tag.count}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
})
