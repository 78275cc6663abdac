import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, type ReactElement } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { PostBody, PostSummary } from '../../shared/data/types'
import { renderSite } from '../../test/render'
import { changeSite } from '../../test/site-data'
import BlogRoute from './BlogRoute'
import PostRoute from './PostRoute'

const post = (slug: string, lang: string, title: string, date: string, tags: string[]): PostSummary => ({
  slug,
  lang,
  title,
  date,
  summary: `The summary of ${title}.`,
  tags: tags.map((name) => ({ slug: name.toLowerCase(), name })),
  minutes: 3,
  versions: [lang],
  body: `/assets/data/posts/${slug}.${lang}.json`,
})

// Two posts: "later" written in English only, "hello" in English and
// Portuguese; each language's list as portgen writes it, newest first.
const later = post('later', 'en', 'Later', '2026-02-01', ['Go'])
const helloEn = { ...post('hello', 'en', 'Hello', '2026-01-10', ['Go', 'Testing']), versions: ['en', 'pt'] }
const helloPt = { ...helloEn, lang: 'pt', title: 'Olá', summary: 'Oi.', body: '/assets/data/posts/hello.pt.json' }
const files: Record<string, PostSummary[] | PostBody> = {
  '/assets/data/posts.en.json': [later, helloEn],
  '/assets/data/posts.pt.json': [later, helloPt],
  '/assets/data/posts/hello.en.json': { html: '<h2 id="why">Why</h2>\n<p>Because <code>&lt;go&gt;</code>.</p>\n' },
}

// Two code blocks as the markdown kit writes them: the second's text is
// the code as written, tabs, markup characters and all.
const code =
  '<div class="code"><pre class="chroma" tabindex="0"><code data-lang="sh">ls</code></pre></div>\n' +
  '<div class="code"><pre class="chroma" tabindex="0"><code data-lang="go"><span class="k">if</span> a &lt; b &amp;&amp; c {\n' +
  '\t<span class="k">return</span> <span class="s">&#34;ção&#34;</span>\n}\n</code></pre></div>\n'

/**
 * The site with these posts: their lists in its data, and the files
 * fetched. The blog fetches each file once: a test that changes a file
 * adds it under a name of its own (withEnglishList).
 */
function withPosts() {
  changeSite({ posts: { en: '/assets/data/posts.en.json', pt: '/assets/data/posts.pt.json' } })
  const original = globalThis.fetch
  vi.stubGlobal('fetch', async (url: string) => (url in files ? new Response(JSON.stringify(files[url])) : original(url)))
  onTestFinished(() => {
    vi.stubGlobal('fetch', original)
  })
}

/** The site with another English list, at a URL no other test fetched, and more files. */
function withEnglishList(url: string, list: PostSummary[], more: typeof files = {}) {
  withPosts()
  Object.assign(files, { [url]: list, ...more })
  changeSite({ posts: { en: url, pt: '/assets/data/posts.pt.json' } })
}

async function renderAt(ui: ReactElement, path: string, language = 'en') {
  await act(async () => {
    await renderSite((<Suspense fallback={<p>loading</p>}>{ui}</Suspense>) as ReactElement, { path, language })
  })
}

const items = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.closest('li')!)

describe('the list of posts', () => {
  it('shows each post newest first: its title linking to it, its date in words, reading time, summary and tags', async () => {
    withPosts()
    await renderAt(<BlogRoute />, '/blog/')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog')
    const [first, second] = items()
    expect(within(first).getByRole('link', { name: 'Later' })).toHaveAttribute('href', '/blog/later/')
    expect(within(first).getByText('February 1, 2026')).toHaveAttribute('datetime', '2026-02-01')
    expect(first).toHaveTextContent('3 min read')
    expect(first).toHaveTextContent('The summary of Later.')
    expect(within(second).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/blog/hello/'])
    expect(within(second).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Go', 'Testing'])
    expect(first).not.toHaveTextContent(/Draft/)
  })

  it('filters by tag in place: each chip leads to its page, the chosen one back to every post', async () => {
    withPosts()
    const user = userEvent.setup()
    await renderAt(<BlogRoute />, '/blog/')
    const filter = screen.getByRole('navigation', { name: 'Filter posts by tag' })
    expect(within(filter).getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual(['Go, 2', 'Testing, 1'])
    await user.click(within(filter).getByRole('link', { name: 'Testing, 1' }))
    expect(items().map((li) => within(li).getByRole('heading').textContent)).toEqual(['Hello'])
    const chosen = within(filter).getByRole('link', { name: 'Testing, 1' })
    expect(chosen).toHaveAttribute('aria-current', 'page')
    expect(chosen).toHaveAttribute('href', '/blog/')
    await user.click(chosen)
    expect(items()).toHaveLength(2)
  })

  it('marks a draft, which only portgen serve lists', async () => {
    withEnglishList('/assets/data/drafts.en.json', [{ ...later, draft: true }, helloEn])
    await renderAt(<BlogRoute />, '/blog/')
    const [first, second] = items()
    expect(within(first).getByText('Draft')).toBeVisible()
    expect(second).not.toHaveTextContent(/Draft/)
  })

  it('takes in a list that portgen serve says changed, without a reload', async () => {
    withEnglishList('/assets/data/saved.en.json', [later, helloEn])
    await renderAt(<BlogRoute />, '/blog/')
    files['/assets/data/saved.en.json'] = [{ ...later, title: 'Later, saved' }, helloEn]
    const detail = { urls: ['/assets/data/saved.en.json', '/assets/data/posts/later.en.json'], items: {}, handled: new Set<string>(), shown: true }
    await act(async () => void window.dispatchEvent(new CustomEvent('portgen:data', { detail })))
    expect([...detail.handled]).toEqual(detail.urls)
    expect(await screen.findByRole('link', { name: 'Later, saved' })).toHaveAttribute('href', '/blog/later/')
  })

  it('in a language a post is not written in, lists it in its own, marked, linking to the version that exists', async () => {
    withPosts()
    await renderAt(<BlogRoute />, '/blog/', 'pt')
    const [first, second] = items()
    const link = within(first).getByRole('link', { name: 'Later' })
    expect(link).toHaveAttribute('href', '/blog/later/')
    expect(link).toHaveAttribute('hreflang', 'en')
    expect(within(first).getByText('EN')).toHaveAttribute('lang', 'en')
    expect(within(first).getByText('em English')).toHaveClass('visually-hidden')
    expect(first).toHaveTextContent('1 de fevereiro de 2026')
    expect(within(second).getByRole('link', { name: 'Olá' })).not.toHaveAttribute('hreflang')
    expect(within(second).queryByText('PT')).toBeNull()
  })

  it("a tag's page lists the posts that carry it, with a link back to them all", async () => {
    withPosts()
    await renderAt(<BlogRoute />, '/blog/tags/testing/')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Testing · Blog')
    expect(items().map((li) => within(li).getByRole('heading').textContent)).toEqual(['Hello'])
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog/')
  })
})

describe("a post's page", () => {
  it('shows the title, the date and the body as portgen wrote it', async () => {
    withPosts()
    await renderAt(<PostRoute />, '/blog/hello/')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello')
    expect(screen.getByText('January 10, 2026')).toHaveAttribute('datetime', '2026-01-10')
    expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toHaveAttribute('id', 'why')
    expect(screen.getByText('<go>').tagName).toBe('CODE')
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en')
  })

  it('gives each code block a Copy button that copies the code as written, and says Copied', async () => {
    const body = '/assets/data/posts/code.en.json'
    withEnglishList('/assets/data/code.en.json', [{ ...helloEn, body }], { [body]: { html: code } })
    const user = userEvent.setup() // with a clipboard of its own
    await renderAt(<PostRoute />, '/blog/hello/')
    const buttons = await screen.findAllByRole('button', { name: 'Copy' })
    expect(buttons).toHaveLength(2)
    await user.click(buttons[1]!)
    await waitFor(() => expect(screen.getAllByRole('status')[1]).toHaveTextContent('Copied'))
    expect(await navigator.clipboard.readText()).toBe('if a < b && c {\n\treturn "ção"\n}\n')
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('')
  })
})
