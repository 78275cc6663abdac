import type { Page } from '@playwright/test'
import { expandMenu, expect, expectNoAxeViolationsInEitherScheme, menuToggle, oneSizeUnlessEnglish, t, test } from './fixtures'

// The blog of the fixture site (testdata/sites/e2e.txtar): "Table tests in
// Go" (code, a table, an image, footnotes, a cover; tagged Go and Testing), "Hello,
// world" (in English and Portuguese; Writing) and "Notes on CSS layout"
// (English only; CSS and Writing), newest first; and a draft, which a
// build leaves out.

const titles = ['Table tests in Go', 'Hello, world', 'Notes on CSS layout']
const items = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
const itemTitles = (page: Page) => items(page).getByRole('heading', { level: 2 })
const filter = (page: Page, language = 'en') => page.getByRole('navigation', { name: t('blog.filter', {}, language) })
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

/** The page's width beyond the viewport's: what a visitor would scroll sideways. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)

test('the list: newest first, each with its date, reading time, summary and tags; a post opens in place and Back returns; a chip filters it in place', async ({ page, problems }) => {
  // Two tests' worth of steps: three times a test's usual time.
  test.slow()
  await page.goto('./blog/')
  await expect(page.getByRole('heading', { level: 1, name: t('blog.title') })).toBeVisible()
  await expect(itemTitles(page)).toHaveText(titles)
  const first = items(page).first()
  await expect(first.locator('time')).toHaveText('March 14, 2026')
  await expect(first.locator('time')).toHaveAttribute('datetime', '2026-03-14')
  await expect(first).toContainText(t('blog.minutes', { count: 1 }))
  await expect(first).toContainText('How a table of cases keeps a test short')
  await expect(first.getByRole('list').getByRole('listitem')).toHaveText(['Go', 'Testing'])
  // Its cover, a thumbnail beside its words, which name it: decorative, and loaded.
  const cover = first.locator('img')
  await expect(cover).toHaveAttribute('alt', '')
  await expect(cover).toHaveAttribute('src', /\/photo\.[0-9a-f]+-\d+w\.jpg$/)
  await cover.scrollIntoViewIfNeeded()
  await expect(cover).toHaveJSProperty('complete', true)
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(items(page).nth(1).locator('img')).toHaveCount(0)
  await expect(page.getByText('Unfinished thoughts')).toHaveCount(0) // a draft: not in a build

  await mark(page)
  await page.getByRole('link', { name: 'Table tests in Go' }).click()
  await expect(page).toHaveURL('./blog/testing-in-go/')
  await expect(page.getByRole('heading', { level: 1, name: 'Table tests in Go' })).toBeVisible()
  await expect(page.getByRole('article').getByRole('heading', { name: /The code/ })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL('./blog/')
  await expect(itemTitles(page)).toHaveText(titles)
  expect(await sameDocument(page), 'the list and the post stayed in the app').toBe(true)

  // Back on the list, as it loaded.
  await test.step('a chip filters the list in place: the address says which, a reload keeps it, the chosen chip leads back', async () => {
    const writing = filter(page).getByRole('link', { name: 'Writing, 2' })
    await expect(filter(page).getByRole('link')).toHaveText(['CSS1', 'Go1', 'Testing1', 'Writing2'])
    await mark(page)
    await writing.click()
    await expect(page).toHaveURL('./blog/tags/writing/')
    await expect(itemTitles(page)).toHaveText(titles.slice(1))
    await expect(writing).toHaveAttribute('aria-current', 'page')
    await expect(page).toHaveTitle(`Writing · ${t('pages.blog.title', { name: 'Ada Lovelace' })}`)
    expect(await sameDocument(page), 'no reload').toBe(true)

    await page.reload()
    await expect(itemTitles(page)).toHaveText(titles.slice(1))
    await expect(writing).toHaveAttribute('aria-current', 'page')
    await writing.click()
    await expect(page).toHaveURL('./blog/')
    await expect(itemTitles(page)).toHaveText(titles)
  })
  expect(problems).toEqual([])
})

test('a post: its code, table, image and footnotes, a Copy button that copies the code as written, and on a desktop a comfortable measure', async ({ page, context, problems, isMobile }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('./blog/testing-in-go/')
  const article = page.getByRole('article')
  await expect(article).toHaveAttribute('lang', 'en')
  const code = article.locator('pre')
  await expect(code).toContainText('func TestSlug(t *testing.T) {')
  await expect(article.getByRole('table')).toContainText('acao-reacao')
  const image = article.getByRole('img', { name: 'Ada at her desk' })
  await expect(image).toHaveAttribute('width', /\d+/)
  await expect(image).toHaveAttribute('height', /\d+/)
  await expect(article.locator('a[role="doc-noteref"]')).toHaveAttribute('href', '#fn-1')
  await expect(article.locator('#fn-1')).toContainText('Shorter than one function per case')

  // The button comes with the app: the page's HTML has none.
  await article.getByRole('button', { name: t('blog.copy') }).click()
  await expect(article.getByRole('status')).toHaveText(t('blog.copied'))
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await code.evaluate((pre) => pre.textContent))
  expect(copied).toContain('\tfor _, c := range []struct{ in, want string }{{"Hello, World", "hello-world"}, {"Ação & <Reação>", "acao-reacao"}} {\n')

  if (!isMobile) {
    await test.step('a comfortable measure on a desktop: some 60 to 75 characters a line', async () => {
      // A line of average text: a paragraph's width over half its font's size (the width of an average letter).
      const perLine = await article.evaluate((article) => {
        const style = getComputedStyle(article)
        return article.getBoundingClientRect().width / (parseFloat(style.fontSize) * 0.5)
      })
      expect(perLine).toBeGreaterThanOrEqual(60)
      expect(perLine).toBeLessThanOrEqual(75)
    })
  }
  expect(problems).toEqual([])
})

test('in Portuguese: the translated post in Portuguese, the others in English, marked, linking to their English pages', async ({ page, problems }) => {
  await page.goto('./pt/blog/')
  await expect(itemTitles(page)).toHaveText(['Table tests in Go', 'Olá, mundo', 'Notes on CSS layout'])
  const english = items(page).first()
  const link = english.getByRole('link', { name: 'Table tests in Go' })
  await expect(link).toHaveAttribute('hreflang', 'en')
  await expect(link).toHaveAttribute('href', /\/portfolio\/blog\/testing-in-go\/$/)
  await expect(english.getByText('EN', { exact: true })).toBeVisible()
  await expect(english.getByText('EN', { exact: true })).toHaveAttribute('lang', 'en')
  await expect(english.locator('time')).toHaveText('14 de março de 2026')
  const translated = items(page).nth(1)
  await expect(translated.getByRole('link', { name: 'Olá, mundo' })).not.toHaveAttribute('hreflang')
  await expect(translated.getByText('EN', { exact: true })).toHaveCount(0)

  // The English post's page in the Portuguese site: the English article, canonical to its own page.
  await page.goto('./pt/blog/testing-in-go/')
  await expect(page.getByRole('article')).toHaveAttribute('lang', 'en')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/portfolio\/blog\/testing-in-go\/$/)
  await expect(page.getByRole('article').getByText('EN', { exact: true })).toBeVisible()
  // The menu's language links lead to the post's page in each language.
  await menuToggle(page, 'pt').click()
  await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', /\/portfolio\/blog\/testing-in-go\/$/)
  expect(problems).toEqual([])
})

test('the menu leads to the blog, its six links 44 px or more on a 320 px phone', async ({ page, problems }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('./')
  // Measured once the menu has grown to its full size, as a visitor sees it.
  await expandMenu(page)
  const links = page.getByRole('navigation', { name: t('menu.label') }).getByRole('list').first().getByRole('link')
  await expect(links).toHaveCount(6)
  await expect(links.nth(2)).toHaveAccessibleName(t('blog.title'))
  for (const box of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.width).toBeGreaterThanOrEqual(43.5)
    expect(box.height).toBeGreaterThanOrEqual(43.5)
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(320)
  }
  await links.nth(2).click()
  await expect(page).toHaveURL('./blog/')
  await expect(itemTitles(page)).toHaveText(titles)
  expect(problems).toEqual([])
})

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('nothing scrolls sideways: the code scrolls in its block, the table in its own, the image fits', async ({ page, problems }) => {
    for (const path of ['./blog/', './blog/tags/writing/', './blog/testing-in-go/', './pt/blog/testing-in-go/']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0)
    }
    const pre = page.locator('pre')
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    const image = await page.getByRole('img', { name: 'Ada at her desk' }).boundingBox()
    expect(image!.x + image!.width).toBeLessThanOrEqual(320)
    expect(problems).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the list, a tag, a post and the Portuguese list are complete, and their links lead on', async ({ page }) => {
    await page.goto('./blog/')
    await expect(itemTitles(page)).toHaveText(titles)
    await filter(page).getByRole('link', { name: 'Go, 1' }).click()
    await expect(page).toHaveURL('./blog/tags/go/')
    await expect(itemTitles(page)).toHaveText(['Table tests in Go'])
    await page.getByRole('link', { name: 'Table tests in Go' }).click()
    await expect(page).toHaveURL('./blog/testing-in-go/')
    await expect(page.getByRole('article').locator('pre')).toContainText('func TestSlug')
    await expect(page.getByRole('button', { name: t('blog.copy') })).toHaveCount(0) // no button that does nothing
    await page.getByRole('link', { name: t('blog.allPosts') }).click()
    await expect(page).toHaveURL('./blog/')
    await page.goto('./pt/blog/')
    await expect(itemTitles(page)).toHaveText(['Table tests in Go', 'Olá, mundo', 'Notes on CSS layout'])
  })
})

for (const language of ['en', 'pt'] as const) {
  test(`axe finds nothing on the list, a tag's page and a post, in ${language}, light and dark`, oneSizeUnlessEnglish(language), async ({ page, problems }) => {
    test.slow()
    const prefix = language === 'en' ? './' : `./${language}/`
    for (const path of ['blog/', 'blog/tags/writing/', 'blog/testing-in-go/', 'blog/hello-world/']) {
      await test.step(path, async () => {
        await page.goto(prefix + path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        // The post with code is checked with its Copy button, which comes with the app.
        if (path.includes('testing')) await expect(page.getByRole('button', { name: t('blog.copy', {}, language) })).toBeVisible()
        await expectNoAxeViolationsInEitherScheme(page)
      })
    }
    expect(problems).toEqual([])
  })
}
