import { useTranslation } from 'react-i18next'
import type { PostSummary } from '../../shared/data/types'
import { formatDay } from '../../shared/format-day'
import styles from './Blog.module.css'

/**
 * A post's date in the page's language, its reading time, and, for a
 * version in another language than the page's, that language's badge.
 */
export function PostMeta({ post, language }: { post: PostSummary; language: string }) {
  const { t } = useTranslation()
  return (
    <p className={styles.meta}>
      <time dateTime={post.date}>{formatDay(post.date, language)}</time>
      <span>{t('blog.minutes', { count: post.minutes })}</span>
      {post.lang !== language && (
        <span className={styles.badge} lang={post.lang}>
          {post.lang.toUpperCase()}
        </span>
      )}
    </p>
  )
}
