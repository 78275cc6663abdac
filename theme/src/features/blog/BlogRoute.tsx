import { use, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRoute } from 'wouter'
import { defaultLanguage } from '../../shared/data/site'
import type { PostSummary } from '../../shared/data/types'
import { languageOf, pageLanguage } from '../../shared/i18n/page-language'
import { loadChunkStyles } from '../../shared/styles'
import { Picture } from '../../shared/ui/Picture'
import { Screen } from '../../shared/ui/Screen'
import { TagFilter } from '../../shared/ui/TagFilter'
import { useDocumentTitle } from '../../shared/use-document-title'
import { blogPath, postPath, postTagPath, postTagRoute } from '../../shared/blog-paths'
import { countTags } from '../../shared/count-tags'
import { loadPosts, usePostsChanges } from './blog-data'
import { PostMeta } from './PostMeta'
import styles from './Blog.module.css'

// The screen's module resolves once its styles and the posts in the page's
// language are in, so that it renders complete.
await Promise.all([loadChunkStyles(import.meta.url), loadPosts(pageLanguage().code)])

/** The posts listed in a language, which the screen shows in a page of that language (see app/screens.ts). */
export const preload = (language: string) => loadPosts(language)

/** The width of a cover in the list, as Blog.module.css's .thumbnail sets it. */
const thumbnailSizes = '(min-width: 30rem) 8rem, 6rem'

/**
 * A post in the list, with its cover, if it has one, as a thumbnail. One written in the page's language links to its page
 * in place; one that is not links to the version that exists, in its own
 * language, as a whole page (a language's path holds the base path).
 */
function PostItem({ post, language }: { post: PostSummary; language: string }) {
  const own = post.lang === language
  const other = languageOf(post.lang)
  const title = <span lang={own ? undefined : post.lang}>{post.title}</span>
  return (
    <li className={post.cover ? styles.withCover : undefined}>
      {/* Beside the words that name the post, the cover says nothing more: no alternative text. */}
      {post.cover && <Picture image={post.cover} sizes={thumbnailSizes} alt="" loading="lazy" decoding="async" className={styles.thumbnail} />}
      <h2 className={styles.itemTitle}>
        {own || !other ? (
          <Link href={postPath(post.slug)}>{title}</Link>
        ) : (
          <a href={other.path + postPath(post.slug).slice(1)} hrefLang={post.lang}>
            {title}
          </a>
        )}
      </h2>
      <PostMeta post={post} language={language} />
      {post.summary && (
        <p className={styles.summary} lang={own ? undefined : post.lang}>
          {post.summary}
        </p>
      )}
      {post.tags.length > 0 && (
        <ul className={styles.tags}>
          {post.tags.map((tag) => (
            <li key={tag.slug}>{tag.name}</li>
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * /blog: the posts, newest first, each with its date in the page's
 * language, its reading time, its summary and its tags, under the filter
 * by tag; /blog/tags/<tag>/ the posts that carry a tag, with a link back to
 * them all. The app shows it only when the site has posts.
 */
export default function BlogRoute() {
  const { t, i18n } = useTranslation()
  usePostsChanges()
  const language = i18n.resolvedLanguage ?? defaultLanguage
  const posts = use(loadPosts(language))
  const tags = useMemo(() => countTags(posts), [posts])
  const [, params] = useRoute<{ slug: string }>(postTagRoute)
  const tag = tags.find((candidate) => candidate.slug === params?.slug)
  useDocumentTitle('blog', undefined, tag?.name)
  const shown = tag ? posts.filter((p) => p.tags.some((carried) => carried.slug === tag.slug)) : posts
  return (
    <Screen title={tag ? `${tag.name} · ${t('blog.title')}` : t('blog.title')} className={styles.blog}>
      <TagFilter
        label={t('blog.filter')}
        tags={tags}
        chosen={tag?.slug}
        allHref={blogPath}
        hrefOf={postTagPath}
        className={styles.filter}
      />
      {tag && (
        <p>
          <Link href={blogPath}>{t('blog.allPosts')}</Link>
        </p>
      )}
      <ul className={styles.list}>
        {shown.map((post) => (
          <PostItem key={post.slug} post={post} language={language} />
        ))}
      </ul>
    </Screen>
  )
}
