import { useTranslation } from 'react-i18next'
import type { PostSummary } from '../../shared/data/types'
import { formatDay } from '../../shared/format-day'
import { languageOf } from '../../shared/i18n/page-language'
import styles from './Blog.module.css'

/**
 * A post's date in the page's language and its reading time; for a version
 * in another language than the page's, that language's badge ("EN", read
 * "in English"); and for a draft, which only portgen serve shows, a Draft
 * badge.
 */
export function PostMeta({ post, language }: { post: PostSummary; language: string }) {
  const { t } = useTranslation()
  const other = post.lang === language ? undefined : languageOf(post.lang)
  return (
    // In the page's language, inside an article that may be in another.
    <p className={styles.meta} lang={language}>
      <time dateTime={post.date}>{formatDay(post.date, language)}</time>
      <span>{t('blog.minutes', { count: post.minutes })}</span>
      {other && (
        <span className={styles.badge}>
          <span aria-hidden="true" lang={other.code}>
            {other.code.toUpperCase()}
          </span>
          <span className="visually-hidden">{t('blog.inLanguage', { language: other.name })}</span>
        </span>
      )}
      {post.draft && <span className={`${styles.badge} ${styles.draft}`}>{t('blog.draft')}</span>}
    </p>
  )
}
