import { expect, expectNoAxeViolations, menuToggle, owner, ready, t, test } from './fixtures'

// Each route by its direct URL: its answer, screen, title and description
// in every language are publishing.spec's, its screen at each size and its
// take-over prerender.spec's, axe on it a11y.spec's.

test('an unknown path answers 404 with a translated not-found screen and the menu', async ({ page, problems }) => {
  const response = await page.goto('./no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible()
  await expect(menuToggle(page)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: t('notFound.home') }).click()
  await expect(page).toHaveURL('./')
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(owner) })).toBeVisible()
  expect(problems).toEqual([])
})

test('a route without its trailing slash is redirected to the real page', { tag: '@one-size' }, async ({ page, problems }) => {
  await page.goto('./about')
  await expect(page).toHaveURL('./about/')
  await expect(page.getByRole('heading', { level: 1, name: t('about.title') })).toBeVisible()
  expect(problems).toEqual([])
})

test('a page opened as index.html shows its screen; a path in other capitals is not found', { tag: '@one-size' }, async ({ page, problems }) => {
  await page.goto('./apps/index.html')
  await expect(page.getByRole('heading', { level: 1, name: t('projects.title') })).toBeVisible()
  const response = await page.goto('./APPS/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible()
  expect(problems).toEqual([])
})

test('the home screen shows the welcome title and a live clock', async ({ page, problems }) => {
  await page.clock.setFixedTime(new Date(2026, 5, 1, 5, 7))
  await page.goto('./')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${t('home.greeting')} ${t('home.at')} ${t('home.owner')}`,
  )
  await expect(page.locator('time')).toHaveText('05:07')
  await expect(page.locator('[data-icon]').first()).toHaveAttribute('data-icon', 'cloud')
  expect(problems).toEqual([])
})

test('the CSS of a lazily loaded screen is applied after client-side navigation', async ({ page, problems }) => {
  await page.goto('./')
  await ready(page)
  await menuToggle(page).click()
  await page.getByRole('link', { name: t('menu.docs') }).click()
  const round = page.getByRole('link', { name: /English resume/ }).locator('span').first()
  await expect(round).toHaveCSS('border-radius', '50%')
  expect(problems).toEqual([])
})
