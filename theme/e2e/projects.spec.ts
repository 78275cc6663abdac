import { expect, expectNoAxeViolations, t, test } from './fixtures'

// What a visitor does on the list, one thing after another on one load, a
// step each: each step starts on the list with every project shown.
test('the list: a project opens and closes with the mouse and the keyboard, its carousel moves, Back and Forward close and open it, and search finds projects', async ({ page, problems }) => {
  // Six tests' worth of steps: three times a test's usual time.
  test.slow()
  await page.goto('./apps/')
  await test.step('a project opens in a popup at its own URL and closes with the mouse', async () => {
    const card = page.getByRole('link', { name: 'Point of Sale' })
    await card.click()
    const dialog = page.getByRole('dialog', { name: 'Point of Sale' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL('./apps/point-of-sale/')
    await expect(page).toHaveTitle(t('pages.project.title', { title: 'Point of Sale' }))
    await expect(dialog.getByRole('link', { name: new RegExp(`^${t('projects.live')}`) })).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(dialog.getByRole('link', { name: new RegExp(`^${t('projects.backend')}`) })).toHaveAttribute('target', '_blank')
    await expect(dialog.locator('strong').first()).toHaveText('Point of Sale')
    expect(await dialog.evaluate((el) => getComputedStyle(el).zIndex)).toBe('2000')
    await expectNoAxeViolations(page)
    await dialog.getByRole('link', { name: t('common.close') }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('./apps/')
    await expect(page).toHaveTitle(t('pages.apps.title'))
    await expect(card).toBeFocused()
  })

  await test.step('a project opens and closes with the keyboard, and focus stays inside', async () => {
    await page.getByRole('link', { name: 'Budget App' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Budget App' })
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('link', { name: 'Budget App' })).toBeFocused()
  })

  await test.step('the carousel moves, stops at its ends and answers the arrow keys', async () => {
    await page.getByRole('link', { name: 'Point of Sale' }).click()
    const dialog = page.getByRole('dialog', { name: 'Point of Sale' })
    const previous = dialog.getByRole('button', { name: t('carousel.previous') })
    const next = dialog.getByRole('button', { name: t('carousel.next') })
    const shot = (index: number) => dialog.getByRole('img', { name: t('carousel.alt', { title: 'Point of Sale', index, total: 3 }) })
    await expect(shot(1)).toBeVisible()
    await expect(previous).toBeDisabled()
    await next.click()
    await next.click()
    await expect(shot(3)).toBeVisible()
    await expect(next).toBeDisabled()
    // A WebP variant at least as wide as the carousel shows it, in device pixels.
    // The image starts loading when it slides in: wait for its pixels, as a visitor does.
    const loaded = await shot(3).evaluate(async (img: HTMLImageElement) => {
      await img.decode()
      return { src: img.currentSrc, enough: img.naturalWidth >= Math.floor(img.clientWidth) }
    })
    expect(loaded).toEqual({ src: expect.stringMatching(/-\d+w\.webp$/), enough: true })
    await dialog.getByRole('region', { name: t('carousel.label') }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(shot(2)).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(shot(1)).toBeVisible()
    await expect(previous).toBeDisabled()
    // Closed with its Close link (the first step checks it): the next step starts on the list.
    await page.getByRole('dialog').getByRole('link', { name: t('common.close') }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  await test.step('a project with one screenshot has both arrows disabled', async () => {
    await page.getByRole('link', { name: 'Summit Page' }).click()
    const dialog = page.getByRole('dialog', { name: 'Summit Page' })
    await expect(dialog.getByRole('button', { name: t('carousel.previous') })).toBeDisabled()
    await expect(dialog.getByRole('button', { name: t('carousel.next') })).toBeDisabled()
    // Closed with its Close link (the first step checks it): the next step starts on the list.
    await page.getByRole('dialog').getByRole('link', { name: t('common.close') }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  await test.step('Back closes a project opened from the list, and Forward opens it again', async () => {
    await page.getByRole('link', { name: 'Bookstore' }).click()
    const dialog = page.getByRole('dialog', { name: 'Bookstore' })
    await expect(dialog).toBeVisible()
    await page.goBack()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('./apps/')
    await expect(page.getByRole('link', { name: 'Bookstore' })).toBeFocused()
    await page.goForward()
    await expect(dialog).toBeVisible()
    // Closed with its Close link (the first step checks it): the next step starts on the list.
    await page.getByRole('dialog').getByRole('link', { name: t('common.close') }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  await test.step('search finds projects as the visitor types and says when nothing matches', async () => {
    const cards = page.locator('a[data-slug]')
    await expect(cards).toHaveCount(10)
    const search = page.getByRole('searchbox', { name: t('projects.search') })
    await search.fill('BOOK')
    await expect(cards).toHaveText(['Motorcycle Booking', 'Bookstore'])
    await search.fill('nothing like this')
    await expect(page.getByText(t('projects.notFound').trim())).toBeVisible()
    await expect(cards).toHaveCount(0)
    await page.getByRole('button', { name: t('projects.clear') }).click()
    await expect(cards).toHaveCount(10)
    await search.fill('summit')
    const searchButton = page.getByRole('button', { name: t('projects.searchButton'), exact: true })
    // On a phone the button shows only its icon, which keeps its square shape.
    const icon = await searchButton.locator('svg').boundingBox()
    expect(icon && Math.abs(icon.width - icon.height)).toBeLessThan(0.5)
    await searchButton.click()
    await expect(cards).toHaveText(['Summit Page'])
  })
  expect(problems).toEqual([])
})

test('a project page opened by its URL shows the popup over the list; Close leaves the list', async ({ page, problems }) => {
  const response = await page.goto('./apps/budget-app/')
  expect(response?.status()).toBe(200)
  const dialog = page.getByRole('dialog', { name: 'Budget App' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveTitle(t('pages.project.title', { title: 'Budget App' }))
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(page.url())
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/portfolio\/assets\/cards\/apps\/budget-app\.\w+\.jpg$/)
  expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image')
  await expectNoAxeViolations(page)
  await dialog.getByRole('link', { name: t('common.close') }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('./apps/')
  await expect(page.getByRole('link', { name: 'Budget App' })).toBeFocused()
  expect(problems).toEqual([])
})
