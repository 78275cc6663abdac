import { use, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Redirect, useRoute } from 'wouter'
import { defaultLanguage } from '../../shared/data/site'
import { pagePath, splitPath } from '../../shared/i18n/page-language'
import { loadChunkStyles } from '../../shared/styles'
import { Screen } from '../../shared/ui/Screen'
import { useDocumentTitle } from '../../shared/use-document-title'
import { CodeCopy } from './CodeCopy'
import { loadBody, loadPosts, usePostsChanges } from './blog-data'
import { blogPath, postPath, postRoute } from '../../shared/blog-paths'
import { PostMeta } from './PostMeta'
import styles from './Blog.module.css'
import './code-colors.css'

// The screen's module resolves once its styles are in; a post's body is
// loaded for its page (preload), or once the post is chosen.
await loadChunkStyles(import.meta.url)

/**
 * The posts of a language, and the body of the post of the page shown (the
 * one being prerendered, or the one the visitor opened), so that its page
 * renders complete (see app/screens.ts).
 */
export async function preload(language: string): Promise<void> {
  const route = splitPath(pagePath()).route
  const post = (await loadPosts(language)).find((p) => postPath(p.slug) === route)
  if (post) await loadBody(post.body)
}

/**
 * /blog/<slug>/: a post, in the page's language or, when it has no version
 * in it, in its first language, which its article says (`lang`).
 */
export default function PostRoute() {
  const { t, i18n } = useTranslation()
  usePostsChanges()
  const bodyElement = useRef<HTMLDivElement>(null)
  const language = i18n.resolvedLanguage ?? defaultLanguage
  const posts = use(loadPosts(language))
  const [, params] = useRoute<{ slug: string }>(postRoute)
  const post = posts.find((p) => p.slug === params?.slug)
  useDocumentTitle('post', { title: post?.title ?? '' })
  if (!post) return <Redirect to={blogPath} replace />
  // The HTML is portgen's: the markdown kit writes it from a guarded
  // document, and markdown.CheckHTML holds it to a short list of tags and
  // attributes, with no script, style or event attribute.
  const body = use(loadBody(post.body))
  return (
    <Screen title={<span lang={post.lang === language ? undefined : post.lang}>{post.title}</span>} className={styles.blog}>
      <article className={styles.article} lang={post.lang}>
        <PostMeta post={post} language={language} />
        <div ref={bodyElement} className={styles.body} dangerouslySetInnerHTML={{ __html: body.html }} />
        <CodeCopy body={bodyElement} html={body.html} />
      </article>
      <p>
        <Link href={blogPath}>{t('blog.allPosts')}</Link>
      </p>
    </Screen>
  )
}
