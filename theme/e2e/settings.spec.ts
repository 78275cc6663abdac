import { expect, expectNoAxeViolations, ready, test } from './fixtures'

async function languageSelect(page: import('@playwright/test').Page, name: string) {
  // Phones keep the language selector in a side panel behind a menu button.
  const select = page.getByRole('combobox', { name })
  if (!(await select.isVisible())) await page.getByRole('button', { name: /Language menu|Menu de idioma|Menu des langues/ }).click()
  return select
}

test('the language switches the interface at once and survives a reload', async ({ page, problems }) => {
  await page.goto('/setting/')
  await ready(page)
  await (await languageSelect(page, 'Language')).selectOption('pt')
  await expect(page.getByRole('heading', { level: 1, name: 'Definições' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  await expect(page).toHaveTitle('Definições · Your Name')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Definições' })).toBeVisible()
  await page.goto('/apps/')
  await expect(page.getByRole('searchbox', { name: 'Pesquisar projetos' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('on phones the language selector sits in a side panel', async ({ page, problems, isMobile }) => {
  test.skip(!isMobile, 'desktops show the selector in place')
  await page.goto('/setting/')
  await ready(page)
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden()
  await page.getByRole('button', { name: 'Language menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Language menu' })).toBeVisible()
  const panel = page.getByRole('dialog') // its name follows the language
  const box = (await panel.boundingBox())!
  expect(box.x + box.width).toBeCloseTo(page.viewportSize()!.width, 0)
  expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width * 0.6 + 1)
  await expectNoAxeViolations(page)
  await panel.getByRole('combobox', { name: 'Language' }).selectOption('fr')
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible()
  await panel.getByRole('button', { name: 'Fermer' }).click()
  await expect(panel).toBeHidden()
  await expect(page.getByRole('button', { name: 'Menu des langues' })).toBeFocused()
  expect(problems).toEqual([])
})

test('?lng=fr selects French and is remembered', async ({ page, problems }) => {
  await page.goto('/about/?lng=fr')
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de moi' })).toBeVisible()
  await page.goto('/docs/')
  await expect(page.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('the wallpaper choice survives a reload, and Default restores the first', async ({ page, problems }) => {
  await page.goto('/setting/')
  await ready(page)
  const wallpaper = page.locator('img[fetchpriority="high"]')
  await expect(wallpaper).toHaveAttribute('src', /dunes\./)
  await page.getByRole('radio', { name: 'Lagoon' }).check()
  await expect(wallpaper).toHaveAttribute('src', /lagoon\./)
  await expectNoAxeViolations(page)

  await page.reload()
  await expect(page.getByRole('radio', { name: 'Lagoon' })).toBeChecked()
  await expect(wallpaper).toHaveAttribute('src', /lagoon\./)
  await page.goto('/')
  await expect(wallpaper).toHaveAttribute('src', /lagoon\./)
  await expectNoAxeViolations(page)

  await page.goto('/setting/')
  await page.getByRole('button', { name: 'Use the default wallpaper' }).click()
  await expect(wallpaper).toHaveAttribute('src', /dunes\./)
  expect(problems).toEqual([])
})

test('a stale wallpaper in storage falls back to the default', async ({ page, problems }) => {
  await page.addInitScript(() => window.localStorage.setItem('portfolio-wallpaper', 'gone'))
  await page.goto('/')
  await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute('src', /dunes\./)
  expect(problems).toEqual([])
})
