import { memo, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { blogPath, postTagPath } from '../../shared/blog-paths'
import type { CountedTag } from '../../shared/count-tags'
import controls from '../../shared/ui/controls.module.css'
import styles from './Blog.module.css'

/**
 * The filter by tag, as the projects' by technology: a link per tag to its
 * own page, the posts that carry it, named "Go, 3". The chosen one is the
 * current page, and leads back to every post. From one to another the list
 * changes in place: the list and the tags' pages are one screen.
 */
export const PostTags = memo(function PostTags({ tags, chosen }: { tags: CountedTag[]; chosen?: string }) {
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
    <nav aria-label={t('blog.filter')} className={styles.filter}>
      <ul className={controls.row} ref={row}>
        {tags.map((tag) => {
          const current = tag.slug === chosen
          return (
            <li key={tag.slug}>
              <Link
                href={current ? blogPath : postTagPath(tag.slug)}
                aria-current={current ? 'page' : undefined}
                aria-label={`${tag.name}, ${tag.count}`}
                className={`${controls.chip} ${styles.chip}`}
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
