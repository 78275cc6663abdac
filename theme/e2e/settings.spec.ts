import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, menuToggle, owner, ready, shownWallpaper, t, test } from './fixtures'

async function languageSelect(page: Page, language = 'en') {
  // Phones keep the language selector in a side panel behind a menu button.
  const select = page.getByRole('combobox', { name: t('settings.language', {}, language) })
  if (!(await select.isVisible())) await page.getByRole('button', { name: t('settings.languageMenu', {}, language) }).click()
  return select
}

test('the language goes to this page in it at once, and is remembered', async ({ page, problems }) => {
  await page.goto('./setting/')
  await ready(page)
  await (await languageSelect(page)).selectOption('pt')
  await expect(page).toHaveURL('./pt/setting/')
  await expect(page.getByRole('heading', { level: 1, name: t('settings.title', {}, 'pt') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  await expect(page).toHaveTitle(t('pages.setting.title', {}, 'pt'))

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: t('settings.title', {}, 'pt') })).toBeVisible()
  // A page of the default language leads to the language chosen.
  await page.goto('./apps/')
  await expect(page).toHaveURL('./pt/apps/')
  await expect(page.getByRole('searchbox', { name: t('projects.search', {}, 'pt') })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

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

test('an old ?lng=fr link selects French, which the site keeps as the visitor moves on', async ({ page, problems }) => {
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
  await page.goto('./')
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(owner) })).toBeVisible()
  await shows(/lagoon\./)
  await expectNoAxeViolations(page)

  await page.goto('./setting/')
  await page.getByRole('button', { name: t('settings.default') }).click()
  await shows(/dunes\./)
  expect(problems).toEqual([])
})

test('a stale wallpaper in storage falls back to the default', async ({ page, problems }) => {
  await page.addInitScript(() => window.localStorage.setItem('portfolio-wallpaper', 'gone'))
  await page.goto('./')
  await ready(page)
  await expect.poll(() => shownWallpaper(page)).toMatch(/dunes\./)
  expect(problems).toEqual([])
})
