import { expect, owner, ready, routes, t, test, wallpaper as wallpaperOf } from './fixtures'

// The site is built for http://127.0.0.1:<port>/portfolio/ and served under
// that prefix, as a GitHub Pages project site is (playwright.config.ts).

/** The pages the sitemap lists: every route and every project. */
async function sitemapPages(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
}

test('every route and project page answers 200 by direct URL, with no request outside the prefix', async ({ page, problems, request, baseURL }) => {
  const pages = await sitemapPages(request)
  expect(pages).toHaveLength(routes.length + 10)
  const outside: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!)) outside.push(r.url())
  })
  for (const url of pages) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(200)
    await ready(page)
    if (url.includes('/apps/') && !url.endsWith('/apps/')) await expect(page.getByRole('dialog')).toBeVisible()
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url)
  }
  expect(outside).toEqual([])
  expect(problems).toEqual([])
})

test('every page carries its link preview, language alternates and, on home and about, a Person', async ({ page, problems, baseURL }) => {
  for (const path of ['./', './apps/', './apps/bookstore/', './about/', './docs/', './setting/']) {
    await page.goto(path)
    const url = new URL(path, baseURL).href
    const meta = (selector: string) => page.locator(selector).getAttribute('content')
    expect(await meta('meta[property="og:title"]')).toBe(await page.title())
    expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'))
    expect(await meta('meta[property="og:url"]')).toBe(url)
    expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^${baseURL}assets/.+\\.(jpg|png)$`))
    expect(await meta('meta[name="twitter:card"]')).toMatch(/^summary(_large_image)?$/)
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    )
    expect(alternates).toEqual([`en ${url}?lng=en`, `pt ${url}?lng=pt`, `fr ${url}?lng=fr`, `x-default ${url}`])
    const person = await page.locator('script[type="application/ld+json"]').allTextContents()
    if (path === './' || path === './about/') {
      expect(JSON.parse(person[0]!)).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person', name: owner, url: baseURL })
    } else {
      expect(person).toEqual([])
    }
  }
  // A language alternate opens the page in that language.
  await page.goto('./apps/bookstore/?lng=pt')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('projects.title', {}, 'pt'))
  expect(problems).toEqual([])
})

test('the home screen preloads its wallpaper and fetches that one file, the size of the screen', async ({ page, problems }) => {
  const images: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname)
  })
  await page.goto('./')
  await ready(page)
  const preload = page.locator('link[rel="preload"][as="image"]')
  await expect(preload).toHaveAttribute('fetchpriority', 'high')
  const wallpaper = wallpaperOf(page)
  await expect(wallpaper).toHaveAttribute('fetchpriority', 'high')
  await expect(wallpaper).toHaveJSProperty('complete', true)
  const chosen = await wallpaper.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
  expect(chosen).toMatch(/\.webp$/)
  expect(images.filter((p) => p.includes('/wallpapers/'))).toEqual([chosen])
  expect(problems).toEqual([])
})
