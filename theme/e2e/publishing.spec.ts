import type { APIRequestContext, Page, Request } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { expect, followReact, hydrationMessages, owner, ready, routes, t, test, wallpaper as wallpaperOf } from './fixtures'

// The site is built for http://127.0.0.1:<port>/portfolio/ and served under
// that prefix, as a GitHub Pages project site is (playwright.config.ts).
// Each language is a site of its own: the default's pages at the root,
// every other's under its code.

/** The fixture site's languages, the default first (e2e/.site/site.yaml). */
const languages: string[] = parse(readFileSync(new URL('.site/site.yaml', import.meta.url), 'utf8')).languages

/** Every page of a language below its prefix: the routes, then each project's, by its file's name. */
const pagePaths = [
  ...routes.map((r) => r.path.slice(2)),
  ...readdirSync(new URL('.site/projects/', import.meta.url)).map((file) => `apps/${file.replace(/\.yaml$/, '')}/`),
]

/** The route a path below a language's prefix is, or undefined for a project's page. */
const routeAt = (path: string) => routes.find((r) => r.path === `./${path}`)

/** Where a language's pages are, below the base path: "" for the default, "pt/" for another. */
const prefixOf = (language: string) => (language === languages[0] ? '' : `${language}/`)

/** The language of a URL of the site: the one its path is under, else the default. */
function languageOf(url: string, baseURL: string): string {
  const first = url.slice(baseURL.length).split('/')[0]
  return languages.find((l) => l !== languages[0] && l === first) ?? languages[0]!
}

/**
 * The blog's posts that a build publishes (not the drafts), each with the
 * languages it is written in: its file's, the default, and its
 * translations' (hello-world.pt.md). A post's page in a language without
 * its version stands in for it, and is not in the sitemap.
 */
const posts = (() => {
  const files = readdirSync(new URL('.site/posts/', import.meta.url))
  const drafts = (file: string) => /^draft: true$/m.test(readFileSync(new URL(`.site/posts/${file}`, import.meta.url), 'utf8'))
  return files
    .filter((file) => /^[^.]+\.md$/.test(file) && !drafts(file))
    .map((file) => {
      const slug = file.slice(0, -'.md'.length)
      return { path: `blog/${slug}/`, languages: languages.filter((l, i) => i === 0 || files.includes(`${slug}.${l}.md`)) }
    })
})()

/** A language as Open Graph names a locale, its likeliest region (CLDR's likely subtags). */
const ogLocales: Record<string, string> = { en: 'en_US', pt: 'pt_BR', fr: 'fr_FR' }

/** The sitemap's pages, each with its alternates ("pt http://…/pt/apps/"). */
async function sitemap(request: APIRequestContext): Promise<{ loc: string; alternates: string[] }[]> {
  const xml = await (await request.get('sitemap.xml')).text()
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!,
    alternates: [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`),
  }))
}

test('the sitemap lists every route, project, technology and blog page in every language, each with its alternates', { tag: '@one-size' }, async ({ request, baseURL }) => {
  const pages = await sitemap(request)
  // The technologies' pages, as the projects' page links them (the fake forge adds its topics and languages), and the blog's tags', as its list does.
  const linked = async (path: string, pattern: RegExp) => [...new Set([...(await (await request.get(path)).text()).matchAll(pattern)].map(([, p]) => p!))]
  const tagPaths = await linked('apps/', /href="[^"]*\/(apps\/tags\/[^"/]+\/)"/g)
  expect(tagPaths.length, 'technologies linked from /apps/').toBeGreaterThan(1)
  const postTagPaths = await linked('blog/', /href="[^"]*\/(blog\/tags\/[^"/]+\/)"/g)
  expect(postTagPaths.length, 'tags linked from /blog/').toBeGreaterThan(1)
  // Each page's languages: every one, but for a post, those it is written in.
  const everyPage = [...pagePaths, ...tagPaths, 'blog/', ...postTagPaths].map((path) => ({ path, languages }))
  everyPage.push(...posts)
  const expected = everyPage.flatMap(({ path, languages: written }) => written.map((l) => `${baseURL}${prefixOf(l)}${path}`))
  expect(pages.map((p) => p.loc).sort()).toEqual(expected.sort())
  for (const { loc, alternates } of pages) {
    // The same page in each of its languages, the default's as x-default, the page itself among them; none for a post in one language.
    const route = loc.slice(baseURL!.length + prefixOf(languageOf(loc, baseURL!)).length)
    const versions = everyPage.find((page) => page.path === route)!.languages.map((l) => `${l} ${baseURL}${prefixOf(l)}${route}`)
    expect(alternates, loc).toEqual(versions.length > 1 ? [...versions, `x-default ${baseURL}${route}`] : [])
  }
})

/** The width and height of a baseline or progressive JPEG, from its frame header. */
function jpegSize(data: Buffer): [number, number] {
  for (let i = 2; i + 9 < data.length; ) {
    if (data[i] !== 0xff) break
    const marker = data[i + 1]!
    if (marker >= 0xc0 && marker <= 0xc2) return [data.readUInt16BE(i + 7), data.readUInt16BE(i + 5)]
    i += 2 + data.readUInt16BE(i + 2)
  }
  return [0, 0]
}

/** A page's link preview, locale and language alternates, and on home and about, the owner as a Person. */
async function expectLinkPreview(page: Page, language: string, path: string, baseURL: string) {
  const url = `${baseURL}${prefixOf(language)}${path}`
  const meta = (selector: string) => page.locator(selector).getAttribute('content')
  expect(await meta('meta[property="og:title"]')).toBe(await page.title())
  expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'))
  expect(await meta('meta[property="og:url"]')).toBe(url)
  // Its own card: a 1200×630 JPEG under the base URL, with its words as
  // its alternative text, for LinkedIn, X, Facebook, Slack and Mastodon.
  const card = await meta('meta[property="og:image"]')
  expect(card).toMatch(new RegExp(`^${baseURL}assets/cards/.+\\.jpg$`))
  expect(await meta('meta[property="og:image:type"]')).toBe('image/jpeg')
  expect(await meta('meta[property="og:image:width"]')).toBe('1200')
  expect(await meta('meta[property="og:image:height"]')).toBe('630')
  expect(await meta('meta[property="og:image:alt"]')).not.toBe('')
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
  expect(await meta('meta[name="twitter:image"]')).toBe(card)
  const drawn = await page.request.get(card!)
  expect(drawn.status()).toBe(200)
  expect(drawn.headers()['content-type']).toBe('image/jpeg')
  const [w, h] = jpegSize(await drawn.body())
  expect([w, h], card!).toEqual([1200, 630])
  expect(await meta('meta[property="og:locale"]')).toBe(ogLocales[language])
  const otherLocales = await page.locator('meta[property="og:locale:alternate"]').evaluateAll((m) => m.map((e) => e.getAttribute('content')))
  expect(otherLocales).toEqual(languages.filter((l) => l !== language).map((l) => ogLocales[l]))
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
  )
  expect(alternates).toEqual([...languages.map((l) => `${l} ${baseURL}${prefixOf(l)}${path}`), `x-default ${baseURL}${path}`])
  const person = await page.locator('script[type="application/ld+json"]').allTextContents()
  if (path === '' || path === 'about/') {
    expect(JSON.parse(person[0]!)).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person', name: owner, url: baseURL })
  } else {
    expect(person).toEqual([])
  }
}

/** A project's title in a language: one for all, or one per language (the default's where it has none). */
function projectTitle(path: string, language: string): string {
  const file = new URL(`.site/projects/${path.split('/')[1]}.yaml`, import.meta.url)
  const title: string | Record<string, string> = parse(readFileSync(file, 'utf8')).title
  return typeof title === 'string' ? title : (title[language] ?? title[languages[0]!]!)
}

/**
 * A page of the site by its direct URL: it answers 200 with its screen,
 * title, description, canonical link and link preview, asks for nothing
 * outside the prefix, and the app takes its HTML over with no hydration
 * warning.
 */
async function expectPublished(page: Page, language: string, path: string, baseURL: string) {
  const url = `${baseURL}${prefixOf(language)}${path}`
  const outside: string[] = []
  const watchOutside = (r: Request) => {
    if (!r.url().startsWith(baseURL)) outside.push(r.url())
  }
  page.on('request', watchOutside)
  const hydration = hydrationMessages(page)
  const react = await followReact(page)
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  await ready(page)
  await react.settled()
  expect(await react.headingFromHTML(), 'the app took over the HTML’s heading').toBe(true)
  expect(hydration).toEqual([])
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  const route = routeAt(path)
  if (route) {
    // A route's screen, and its title and description in the page's language.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(route.heading(language))
    await expect(page).toHaveTitle(t(`pages.${route.page}.title`, {}, language))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t(`pages.${route.page}.description`, {}, language))
  } else {
    // The project's popup over the list, in the page's language: what each
    // of its language alternates (expectLinkPreview names them) opens.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('projects.title', {}, language))
    await expect(page.getByRole('dialog', { name: projectTitle(path, language) })).toBeVisible()
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
  await expectLinkPreview(page, language, path, baseURL)
  page.off('request', watchOutside)
  expect(outside).toEqual([])
}

// Every page in every language, a step each that names it: the routes in
// one test, the projects' pages in another, one page after another in the
// same tab. Each page is a load of its own, and checked as by a visitor who
// opens it first; only its scripts come from the tab's cache after the
// first page, which a fresh tab for each page compiled again (two and a
// half times the CPU). What they check does not depend on the screen's
// size. prerender.spec.ts checks the take-over of the pages that these do
// not load: the résumé site's, the 404 page, by the browser's language, and
// on a phone.
const pageGroups = {
  routes: pagePaths.filter((path) => routeAt(path)),
  'projects’ pages': pagePaths.filter((path) => !routeAt(path)),
}
for (const language of languages) {
  for (const [group, paths] of Object.entries(pageGroups)) {
    test(`the ${group} in ${language} answer 200 by direct URL, with their link preview, no request outside the prefix, and are taken over with no hydration warning`, { tag: '@one-size' }, async ({ page, problems, baseURL }) => {
      // Up to ten pages loaded and taken over: three times a test's usual time.
      test.slow()
      for (const path of paths) {
        await test.step(`/${prefixOf(language)}${path}`, () => expectPublished(page, language, path, baseURL!))
      }
      expect(problems).toEqual([])
    })
  }
}

// The default wallpaper has a dark image (testdata/sites/e2e.txtar): each
// scheme preloads and fetches its own, and only that one.
for (const [scheme, file] of [
  ['light', /\/dunes\.[0-9a-f]+-\d+w\.webp$/],
  ['dark', /\/dunes-night\.[0-9a-f]+-\d+w\.webp$/],
] as const) {
  test(`the home screen preloads its wallpaper and fetches that one file, the size of the screen, in the ${scheme} scheme`, async ({ page, problems }) => {
    await page.emulateMedia({ colorScheme: scheme })
    const images: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname)
    })
    await page.goto('./')
    await ready(page)
    const preload = page.locator(`link[rel="preload"][as="image"][media="(prefers-color-scheme: ${scheme})"]`)
    await expect(preload).toHaveAttribute('fetchpriority', 'high')
    const wallpaper = wallpaperOf(page)
    await expect(wallpaper).toHaveAttribute('fetchpriority', 'high')
    await expect(wallpaper).toHaveJSProperty('complete', true)
    const chosen = await wallpaper.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
    expect(chosen).toMatch(file)
    expect(images.filter((p) => p.includes('/wallpapers/'))).toEqual([chosen])
    expect(problems).toEqual([])
  })
}
