import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, menuToggle, owner, ready, t, test, wallpaper } from './fixtures'

// Each language is a site of its own: the default language's pages at the
// root (here the base path, /portfolio/), every other's under its code,
// each prerendered in its language. A visitor who arrives at a page of the
// default language but reads another goes to that language's page before
// anything paints; a prefixed page never redirects.

/**
 * Records each first paint of the tab's documents, in sessionStorage (which
 * a navigation keeps): the path, and the language and heading the page
 * showed then. The app loads after the first paint, so this is the HTML as
 * the visitor first saw it. Returns a poll of the record.
 */
async function recordFirstPaints(page: Page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      const paints = JSON.parse(sessionStorage.getItem('paints') ?? '[]') as unknown[]
      paints.push({
        path: location.pathname,
        lang: document.documentElement.lang,
        heading: document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim(),
        wallpaper: document.documentElement.dataset.wallpaper ?? null,
      })
      sessionStorage.setItem('paints', JSON.stringify(paints))
    }).observe({ type: 'paint', buffered: true })
  })
  // The observer hears of a paint a task after it: the heading can be
  // visible (laid out) before then, so the record is waited for.
  return () => expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('paints') ?? '[]')))
}

const homeHeading = (language: string) => `${t('home.greeting', {}, language)} ${t('home.at', {}, language)} ${t('home.owner', {}, language)}`

test.describe('a visitor whose browser reads Portuguese', () => {
  test.use({ locale: 'pt-PT' })

  // One tab, a step each: the first paint is recorded from the first load.
  test('lands on /pt/ from the root, its very first paint Portuguese; keeps the path, the query and the hash on the way; and is never sent away from a page in another language', { tag: '@one-size' }, async ({ page, problems }) => {
    await test.step('lands on /pt/ from the root, and its very first paint is Portuguese', async () => {
      const paints = await recordFirstPaints(page)
      await page.goto('./')
      await expect(page).toHaveURL('./pt/')
      await ready(page)
      await paints().toEqual([{ path: '/portfolio/pt/', lang: 'pt', heading: homeHeading('pt'), wallpaper: null }])
    })

    await test.step('keeps the path, the query and the hash on the way', async () => {
      await page.goto('./apps/bookstore/?from=cv#links')
      await expect(page).toHaveURL('./pt/apps/bookstore/?from=cv#links')
      await expect(page.getByRole('dialog', { name: 'Bookstore' })).toBeVisible()
    })

    await test.step('is never sent away from a page in another language', async () => {
      await page.goto('./fr/about/')
      await expect(page.getByRole('heading', { level: 1, name: t('about.title', {}, 'fr') })).toBeVisible()
      await expect(page).toHaveURL('./fr/about/')
    })
    expect(problems).toEqual([])
  })
})

test('an old ?lng= link leads to the page in its language', { tag: '@one-size' }, async ({ page, problems }) => {
  await page.goto('./apps/?lng=pt')
  await expect(page).toHaveURL('./pt/apps/')
  await expect(page.getByRole('heading', { level: 1, name: t('projects.title', {}, 'pt') })).toBeVisible()
  expect(problems).toEqual([])
})

/** Settings' language selector; phones keep it in a side panel behind a menu button. */
async function chooseLanguage(page: Page, language: string, pageLanguage: string) {
  const select = page.getByRole('combobox', { name: t('settings.language', {}, pageLanguage) })
  if (!(await select.isVisible())) await page.getByRole('button', { name: t('settings.languageMenu', {}, pageLanguage) }).click()
  await select.selectOption(language)
}

test('choosing Français in Settings goes to /fr/setting/ in place, and is remembered: the pages of the default language then lead to French; English brings it back', async ({ page, problems }) => {
  await page.goto('./setting/')
  await ready(page)
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await chooseLanguage(page, 'fr', 'en')
  await expect(page).toHaveURL('./fr/setting/')
  await expect(page.getByRole('heading', { level: 1, name: t('settings.title', {}, 'fr') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page).toHaveTitle(t('pages.setting.title', {}, 'fr'))
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'the app switched without a reload').toBe(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: t('settings.title', {}, 'fr') })).toBeVisible()

  await page.goto('./')
  await expect(page).toHaveURL('./fr/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading('fr'))
  await page.goto('./apps/')
  await expect(page).toHaveURL('./fr/apps/')
  await expect(page.getByRole('searchbox', { name: t('projects.search', {}, 'fr') })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('./fr/setting/')
  await chooseLanguage(page, 'en', 'fr')
  await expect(page).toHaveURL('./setting/')
  await expect(page.getByRole('heading', { level: 1, name: t('settings.title') })).toBeVisible()
  // The choice of the default language stays at the root, whatever the browser reads.
  await page.goto('./')
  await ready(page)
  await expect(page).toHaveURL('./')
  expect(problems).toEqual([])
})

test('the menu leads to this page in another language, and Back to the one before', async ({ page, problems }) => {
  await page.goto('./about/')
  await ready(page)
  await menuToggle(page).click()
  await page.getByRole('link', { name: 'Português', exact: true }).click()
  await expect(page).toHaveURL('./pt/about/')
  await expect(page.getByRole('heading', { level: 1, name: t('about.title', {}, 'pt') })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL('./about/')
  await expect(page.getByRole('heading', { level: 1, name: t('about.title') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(problems).toEqual([])
})

test('a page asks for its own language’s strings and no other’s', { tag: '@one-size' }, async ({ page, problems }) => {
  const locales: string[] = []
  page.on('request', (r) => {
    const m = /\/locales\/(\w+)\.[0-9a-f]+\.json$/.exec(new URL(r.url()).pathname)
    if (m) locales.push(m[1]!)
  })
  await page.goto('./fr/')
  // The clock shows the time once the app has taken the page over, its strings in.
  await expect(page.locator('#root time')).toHaveText(/\d\d:\d\d/)
  await menuToggle(page, 'fr').click()
  await expect(page.getByRole('link', { name: 'English', exact: true })).toBeVisible()
  expect(locales).toEqual(['fr'])
  expect(problems).toEqual([])
})

test('a page that does not exist says so in the language of its path', { tag: '@one-size' }, async ({ page, problems }) => {
  const response = await page.goto('./pt/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: t('notFound.title', {}, 'pt') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  expect(problems.filter((p) => !p.includes('404'))).toEqual([])
})

test('a stored wallpaper shows from the first paint, the page’s own is not what shows, and axe finds nothing on it', async ({ page, problems }) => {
  await page.addInitScript(() => window.localStorage.setItem('portfolio-wallpaper', 'lagoon'))
  const paints = await recordFirstPaints(page)
  await page.goto('./')
  await ready(page)
  await paints().toEqual([{ path: '/portfolio/', lang: 'en', heading: homeHeading('en'), wallpaper: 'lagoon' }])
  const layer = page.locator('#root > [aria-hidden="true"]')
  await expect.poll(() => layer.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/lagoon\.[0-9a-f]+-\d+w\.webp/)
  await expect(wallpaper(page)).toHaveCSS('visibility', 'hidden')
  // The home screen on this wallpaper: a11y.spec checks it on the default one.
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu shows its links and this page’s other languages, which lead there', async ({ page }) => {
    await page.goto('./apps/')
    const menu = page.getByRole('navigation', { name: t('menu.label') })
    await expect(menu.getByRole('link', { name: t('menu.about') })).toBeVisible()
    const portuguese = menu.getByRole('link', { name: 'Português', exact: true })
    await expect(portuguese).toHaveAttribute('hreflang', 'pt')
    await portuguese.click()
    await expect(page).toHaveURL('./pt/apps/')
    await expect(page.getByRole('heading', { level: 1, name: t('projects.title', {}, 'pt') })).toBeVisible()
    await page.getByRole('navigation', { name: t('menu.label', {}, 'pt') }).getByRole('link', { name: t('menu.about', {}, 'pt') }).click()
    await expect(page).toHaveURL('./pt/about/')
    await expect(page.getByRole('heading', { level: 1, name: t('about.title', {}, 'pt') })).toBeVisible()
    await expect(page.getByText(owner).first()).toBeVisible()
  })

  test('a project’s popup closes, back to the list', async ({ page }) => {
    await page.goto('./fr/apps/bookstore/')
    const popup = page.getByRole('dialog', { name: 'Bookstore' })
    await expect(popup).toBeVisible()
    await popup.getByRole('link', { name: t('common.close', {}, 'fr') }).click()
    await expect(page).toHaveURL('./fr/apps/')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: t('projects.title', {}, 'fr') })).toBeVisible()
  })
})
