import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, menuToggle, owner, ready, shownWallpaper, t, test } from './fixtures'

// Choosing a language, and its being remembered, is languages.spec's.

test('on phones the language selector sits in a side panel', async ({ page, problems, isMobile }) => {
  test.skip(!isMobile, 'desktops show the selector in place')
  await page.goto('./setting/')
  await ready(page)
  await expect(page.getByRole('combobox', { name: t('settings.language') })).toBeHidden()
  await page.getByRole('button', { name: t('settings.languageMenu') }).click()
  await expect(page.getByRole('dialog', { name: t('settings.languageMenu') })).toBeVisible()
  const panel = page.getByRole('dialog') // its name follows the language
  const box = (await panel.boundingBox())!
  expect(box.x + box.width).toBeCloseTo(page.viewportSize()!.width, 0)
  expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width * 0.6 + 1)
  await expectNoAxeViolations(page)
  await panel.getByRole('combobox', { name: t('settings.language') }).selectOption('fr')
  await expect(page).toHaveURL('./fr/setting/')
  await expect(page.getByRole('heading', { level: 1, name: t('settings.title', {}, 'fr') })).toBeVisible()
  await panel.getByRole('button', { name: t('common.close', {}, 'fr') }).click()
  await expect(panel).toBeHidden()
  await expect(page.getByRole('button', { name: t('settings.languageMenu', {}, 'fr') })).toBeFocused()
  // The wider French button still fits the phone's screen.
  expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth <= document.querySelector('main')!.clientWidth)).toBe(true)

  await page.getByRole('button', { name: t('settings.languageMenu', {}, 'fr') }).click()
  await page.mouse.click(10, 400) // the dimmed backdrop
  await expect(panel).toBeHidden()
  expect(problems).toEqual([])
})

test('an old ?lng=fr link selects French, which the site keeps as the visitor moves on', { tag: '@one-size' }, async ({ page, problems }) => {
  await page.goto('./about/?lng=fr')
  await expect(page).toHaveURL('./fr/about/')
  await expect(page.getByRole('heading', { level: 1, name: t('about.title', {}, 'fr') })).toBeVisible()
  await menuToggle(page, 'fr').click()
  await page.getByRole('link', { name: t('menu.docs', {}, 'fr'), exact: true }).click()
  await expect(page).toHaveURL('./fr/docs/')
  await expect(page.getByRole('heading', { level: 1, name: t('docs.title', {}, 'fr') })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('the wallpaper choice survives a reload, and Default restores the first', async ({ page, problems }) => {
  await page.goto('./setting/')
  await ready(page)
  const shows = (file: RegExp) => expect.poll(() => shownWallpaper(page)).toMatch(file)
  await shows(/dunes\./)
  await page.getByRole('radio', { name: 'Lagoon' }).check()
  await shows(/lagoon\./)
  await expectNoAxeViolations(page)

  await page.reload()
  await expect(page.getByRole('radio', { name: 'Lagoon' })).toBeChecked()
  await shows(/lagoon\./)
  // axe on the home screen on Lagoon is a11y.spec's.
  await page.goto('./')
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(owner) })).toBeVisible()
  await shows(/lagoon\./)

  await page.goto('./setting/')
  await page.getByRole('button', { name: t('settings.default') }).click()
  await shows(/dunes\./)
  expect(problems).toEqual([])
})

test('a stale wallpaper in storage falls back to the default', { tag: '@one-size' }, async ({ page, problems }) => {
  await page.addInitScript(() => window.localStorage.setItem('portfolio-wallpaper', 'gone'))
  await page.goto('./')
  await ready(page)
  await expect.poll(() => shownWallpaper(page)).toMatch(/dunes\./)
  expect(problems).toEqual([])
})

test.describe('the appearance', () => {
  const lightText = 'rgb(21, 26, 34)'
  const darkText = 'rgb(243, 245, 248)'
  const heading = (page: Page) => page.getByRole('heading', { level: 1, name: t('settings.title') })
  const color = (page: Page) => heading(page).evaluate((h) => getComputedStyle(h).color)
  // A choice made before the app has taken the page over applies when it has.
  const shows = (page: Page, text: string) => expect(heading(page)).toHaveCSS('color', text)
  // A tap, then the choice as a visitor sees it: the radio checked.
  const choose = async (radio: Locator) => {
    await radio.click()
    await expect(radio).toBeChecked()
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('follows the system, from the prerendered HTML and the CSS alone', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto('./setting/')
      expect(await color(page)).toBe(lightText)
      await page.emulateMedia({ colorScheme: 'dark' })
      expect(await color(page)).toBe(darkText)
    })
  })

  test('a wallpaper’s dark image shows in the dark scheme: the system’s, from the HTML, or the one chosen', async ({ page, problems }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('./')
    await expect.poll(() => shownWallpaper(page)).toMatch(/dunes-night\./)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => shownWallpaper(page)).toMatch(/dunes\.[0-9a-f]+-/)
    await page.goto('./setting/')
    await ready(page)
    await choose(page.getByRole('radio', { name: t('settings.appearanceDark') }))
    await expect.poll(() => shownWallpaper(page)).toMatch(/dunes-night\./)
    expect(problems).toEqual([])
  })

  test('a stored choice paints from the first frame, whatever the system', async ({ page, problems }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.addInitScript(() => {
      window.localStorage.setItem('portfolio-appearance', 'dark')
      // The first frame's callbacks run before it paints.
      requestAnimationFrame(() => {
        ;(window as { firstFrame?: string }).firstFrame = getComputedStyle(document.body).color
      })
    })
    await page.goto('./setting/')
    await ready(page)
    expect(await page.evaluate(() => (window as { firstFrame?: string }).firstFrame)).toBe(darkText)
    await expect(page.getByRole('radio', { name: t('settings.appearanceDark') })).toBeChecked()
    expect(problems).toEqual([])
  })

  test('switching applies at once and survives a reload', async ({ page, problems }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('./setting/')
    await ready(page)
    await expect(page.getByRole('radio', { name: t('settings.appearanceAuto') })).toBeChecked()
    expect(await color(page)).toBe(darkText)
    await choose(page.getByRole('radio', { name: t('settings.appearanceLight') }))
    await shows(page, lightText)
    await expectNoAxeViolations(page)
    await page.reload()
    // The head script applied it before the page painted: no waiting.
    expect(await color(page)).toBe(lightText)
    await expect(page.getByRole('radio', { name: t('settings.appearanceLight') })).toBeChecked()
    await choose(page.getByRole('radio', { name: t('settings.appearanceAuto') }))
    await shows(page, darkText)
    expect(problems).toEqual([])
  })
})
