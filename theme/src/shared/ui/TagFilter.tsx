import { memo, useEffect, useRef } from 'react'
import { Link } from 'wouter'
import type { CountedTag } from '../count-tags'
import controls from './controls.module.css'
import styles from './TagFilter.module.css'

interface TagFilterProps {
  /** The filter's name, for assistive technology ("Filter by technology"). */
  label: string
  tags: CountedTag[]
  /** The slug of the tag whose page this is, if it is one. */
  chosen?: string
  /** Where every item is listed: where the chosen tag leads back to. */
  allHref: string
  /** A tag's own page. */
  hrefOf: (slug: string) => string
  /** Its place on the screen. */
  className?: string
}

/**
 * A filter by tag, as the projects' technologies and the posts' tags are: a
 * link per tag to its own page, the items that carry it, named "Ruby on
 * Rails, 3". The chosen one is the current page, and leads back to every
 * item. A list and its tags' pages are one screen, so the list changes in
 * place from one to another.
 */
export const TagFilter = memo(function TagFilter({ label, tags, chosen, allHref, hrefOf, className }: TagFilterProps) {
  const row = useRef<HTMLUListElement>(null)
  // On a phone the chips scroll in one row: the chosen one is brought into it.
  useEffect(() => {
    const list = row.current
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (list && current && list.scrollWidth > list.clientWidth) list.scrollLeft = current.offsetLeft - list.offsetLeft - 16
  }, [chosen])
  if (tags.length === 0) return null
  return (
    <nav aria-label={label} className={className ? `${styles.filter} ${className}` : styles.filter}>
      <ul className={controls.row} ref={row}>
        {tags.map((tag) => {
          const current = tag.slug === chosen
          return (
            <li key={tag.slug}>
              <Link
                href={current ? allHref : hrefOf(tag.slug)}
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
