import { expect, expectNoAxeViolationsInEitherScheme, oneSizeUnlessEnglish, t, test } from './fixtures'

// The filter by technology on /apps/: a chip per technology, each a link to
// the prerendered page of the projects that use it (/apps/tags/<slug>/).

const cards = (page: import('@playwright/test').Page) => page.locator('a[data-slug]')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a technology's page lists only its projects, in every language", async ({ page }) => {
    await page.goto('./apps/')
    const all = await cards(page).count()
    const filter = page.getByRole('navigation', { name: t('projects.filter') })
    const chip = filter.getByRole('link', { name: /^React, \d+$/ })
    const count = Number((await chip.getAttribute('aria-label'))!.split(', ')[1])
    expect(count).toBeLessThan(all)
    // Names are normalised: a project's `rails` is Ruby on Rails, its `NodeJS` Node.js.
    await expect(filter.getByRole('link', { name: 'Ruby on Rails, 1' })).toHaveAttribute('href', /\/apps\/tags\/ruby-on-rails\/$/)
    await expect(filter.getByRole('link', { name: 'Node.js, 1' })).toBeVisible()
    await chip.click()
    await expect(page).toHaveURL('./apps/tags/react/')
    await expect(cards(page)).toHaveCount(count)
    await expect(filter.getByRole('link', { name: `React, ${count}` })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t('pages.apps.tagDescription', { tag: 'React' }))
    await page.goto('./pt/apps/tags/react/')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t('pages.apps.tagDescription', { tag: 'React' }, 'pt'))
    await expect(cards(page)).toHaveCount(count)
    await expect(page.getByRole('navigation', { name: t('projects.filter', {}, 'pt') })).toBeVisible()
  })
})

test('a chip filters in place: the address says which, Back undoes it, a reload keeps it, the search combines', async ({ page, problems }) => {
  await page.goto('./apps/')
  const all = await cards(page).count()
  const filter = page.getByRole('navigation', { name: t('projects.filter') })
  const chip = filter.getByRole('link', { name: /^React, \d+$/ })
  const count = Number((await chip.getAttribute('aria-label'))!.split(', ')[1])
  await page.evaluate(() => ((window as { marker?: boolean }).marker = true))
  await chip.click()
  await expect(page).toHaveURL('./apps/tags/react/')
  await expect(cards(page)).toHaveCount(count)
  expect(await page.evaluate(() => (window as { marker?: boolean }).marker)).toBe(true) // no reload
  await expect(page).toHaveTitle(`React · ${t('pages.apps.title')}`)
  await expect(chip).toHaveAttribute('aria-current', 'page')

  const search = page.getByRole('searchbox', { name: t('projects.search') })
  await search.fill('zzz no such project')
  await expect(cards(page)).toHaveCount(0)
  await search.fill('')
  await expect(cards(page)).toHaveCount(count)

  await page.reload()
  await expect(cards(page)).toHaveCount(count)
  await expect(page).toHaveTitle(`React · ${t('pages.apps.title')}`)
  await expect(filter.getByRole('link', { name: `React, ${count}` })).toHaveAttribute('aria-current', 'page')
  await page.goBack()
  await expect(page).toHaveURL('./apps/')
  await expect(cards(page)).toHaveCount(all)
  await expect(page).toHaveTitle(t('pages.apps.title'))
  expect(problems).toEqual([])
})

// Chromium keeps the entries that a page pushed in the same document when
// it is reloaded: Back from a reloaded technology's page changes the
// address without loading /apps/'s HTML. Pressed while the app loads, the
// app must still take over the HTML it has (React's error #418 otherwise),
// then show every project. The app's interface strings are held back, so
// that Back lands after the app started and before it took the page over.
test('Back pressed while a reloaded page loads shows every project', async ({ page, problems }) => {
  await page.goto('./apps/')
  const all = await cards(page).count()
  await page.getByRole('navigation', { name: t('projects.filter') }).getByRole('link', { name: /^React, \d+$/ }).click()
  await expect(page).toHaveURL('./apps/tags/react/')

  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/locales/en.*.json', async (route) => {
    await held
    await route.continue()
  })
  await page.addInitScript(() => {
    const fetch = window.fetch
    window.fetch = (input, init) => {
      ;(window as { fetched?: string[] }).fetched = [...((window as { fetched?: string[] }).fetched ?? []), String(input instanceof Request ? input.url : input)]
      return fetch(input, init)
    }
  })
  await page.reload({ waitUntil: 'commit' })
  await page.waitForFunction(() => (window as { fetched?: string[] }).fetched?.some((url) => url.includes('/locales/')))
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL('./apps/')
  release()
  await expect(cards(page)).toHaveCount(all)
  await expect(page).toHaveTitle(t('pages.apps.title'))
  expect(problems).toEqual([])
})

test('the chips are reached and chosen by keyboard', async ({ page, problems }) => {
  await page.goto('./apps/')
  const filter = page.getByRole('navigation', { name: t('projects.filter') })
  const first = filter.getByRole('link').first()
  await page.getByRole('searchbox', { name: t('projects.search') }).focus()
  for (let i = 0; i < 4 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(first).toBeFocused()
  const name = (await first.getAttribute('aria-label'))!
  await page.keyboard.press('Enter')
  await expect(filter.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
  expect(problems).toEqual([])
})

for (const language of ['en', 'pt', 'fr']) {
  test(`axe finds nothing on /apps/ with a chip chosen, ${language}, light and dark`, oneSizeUnlessEnglish(language), async ({ page, problems }) => {
    await page.goto(language === 'en' ? './apps/tags/react/' : `./${language}/apps/tags/react/`)
    await expect(page.getByRole('navigation', { name: t('projects.filter', {}, language) }).getByRole('link', { name: /^React, / })).toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolationsInEitherScheme(page)
    expect(problems).toEqual([])
  })
}
