import { expect, expectNoAxeViolations, ready, routes, test } from './fixtures'

for (const route of routes) {
  test(`${route.path} answers 200 by direct URL and shows its screen`, async ({ page, problems }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await ready(page)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(route.heading)
    await expect(page).toHaveTitle(/Your Name/)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${route.path}$`))
    await expectNoAxeViolations(page)
    expect(problems).toEqual([])
  })
}

test('an unknown path answers 404 with a translated not-found screen and the menu', async ({ page, problems }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Back to the home screen' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: /Your Name/ })).toBeVisible()
  expect(problems).toEqual([])
})

test('a route without its trailing slash is redirected to the real page', async ({ page, problems }) => {
  await page.goto('/about')
  await expect(page).toHaveURL('/about/')
  await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible()
  expect(problems).toEqual([])
})

test('the home screen shows the welcome title and a live clock', async ({ page, problems }) => {
  await page.clock.setFixedTime(new Date(2026, 5, 1, 5, 7))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome.*to the portfolio of.*Your Name/)
  await expect(page.locator('time')).toHaveText('05:07')
  await expect(page.locator('[data-icon]')).toHaveAttribute('data-icon', 'cloud')
  expect(problems).toEqual([])
})

test('the CSS of a lazily loaded screen is applied after client-side navigation', async ({ page, problems }) => {
  await page.goto('/')
  await ready(page)
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page.getByRole('link', { name: 'Documents' }).click()
  const round = page.getByRole('link', { name: /English resume/ }).locator('span').first()
  await expect(round).toHaveCSS('border-radius', '50%')
  expect(problems).toEqual([])
})
