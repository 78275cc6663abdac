import type { Page, Request } from '@playwright/test'
import { openMeteoURL } from '../playwright.config'
import { expect, expectASlowSearchCancelled, expectNoAxeViolations, ready, searchWeather, t, test } from './fixtures'

// The weather tool of a site built with no key and no weather configuration:
// Open-Meteo, pointed at the local fake of its two APIs (e2e/fake-open-meteo.mjs).
test.use({ baseURL: openMeteoURL })

async function openWeather(page: Page, language = 'en') {
  await page.goto('./')
  await ready(page)
  await page.getByRole('button', { name: t('tools.weather', {}, language), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: t('tools.weather', {}, language) })
  await expect(dialog).toBeVisible()
  return dialog
}

const forecastFor = (place: string, language = 'en') => t('weather.forecast', { place }, language)

// One search after another in one panel, a step each, as a visitor
// searches again: each step's answer differs from the one before it, so
// that what shows is the answer to its own search.
test('one match goes straight to its seven days; several are a list to choose from, by keyboard; a new search cancels a slow one', async ({ page, problems }) => {
  // Three tests' worth of steps: three times a test's usual time.
  test.slow()
  const dialog = await openWeather(page)
  await test.step('one match goes straight to its seven days, each with its date, icon, conditions, high and low, sunrise and sunset', async () => {
    await expectNoAxeViolations(page)
    await searchWeather(dialog, 'Lisbon')
    await expect(dialog.getByRole('heading', { name: forecastFor('Lisbon, Portugal') })).toBeVisible()
    const cards = dialog.getByRole('article')
    await expect(cards).toHaveCount(7)
    await expect(cards.first()).toContainText('Monday, November 23')
    await expect(cards.first()).toContainText(t('weather.conditions.wmo0'))
    await expect(cards.first()).toContainText(/High -?\d+\.\d\d\s°C\s*Low -?\d+\.\d\d\s°C/)
    await expect(cards.first()).toContainText(/\d\d:\d\d.*\d\d:\d\d/)
    await expect(cards.first().locator('[data-icon]')).toHaveAttribute('data-icon', 'wmo-0')
    // A code the table does not know gets the fallback text and icon.
    await expect(cards.nth(6)).toContainText(t('weather.conditions.unknown'))
    await expect(dialog.getByRole('link', { name: t('weather.attribution') })).toHaveAttribute('href', 'https://open-meteo.com/')
    await expectNoAxeViolations(page)
  })

  await test.step('several matches are a list to choose from, by keyboard', async () => {
    await searchWeather(dialog, 'Paris')
    await expect(dialog.getByRole('heading', { name: t('weather.choose', { count: 3 }) })).toBeVisible()
    const choices = dialog.getByRole('list').getByRole('button')
    await expect(choices).toHaveText(['Paris, Île-de-France, France', 'Paris, Texas, United States', 'Paris, Ontario, Canada'])
    await expectNoAxeViolations(page)
    await choices.first().focus()
    await page.keyboard.press('Tab')
    await expect(choices.nth(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { name: forecastFor('Paris, Texas, United States') })).toBeVisible()
    await expect(dialog.getByRole('article')).toHaveCount(7)
  })

  await test.step('a new search cancels the slow one in flight, whose answer never shows', async () => {
    await expectASlowSearchCancelled(page, dialog, 'name=Slow', 'Lisbon', forecastFor('Lisbon, Portugal'))
  })
  expect(problems).toEqual([])
})

// The ways it fails, one after another in one panel, a step each: no two
// in a row give the same message. They show on the console: no `problems`
// here.
test('explains each way Open-Meteo fails, gives up on one that never answers, says so offline and asks nothing, and says when the location is refused', async ({ page, context }) => {
  // Four tests' worth of steps: three times a test's usual time.
  test.slow()
  // The page's clock, which the search that never ends moves.
  await page.clock.install()
  const dialog = await openWeather(page)
  for (const [place, key] of [
    ['Quota', 'weather.quota'], // 429 with a reason
    ['BadRequest', 'weather.failed'], // 400
    ['forecast-quota', 'weather.quota'],
    ['Garbage', 'weather.failed'], // not JSON
    ['Nowhere', 'weather.badPlace'],
  ]) {
    await test.step(`Open-Meteo answers "${place}"`, async () => {
      await searchWeather(dialog, place!)
      await expect(dialog.getByRole('status')).toHaveText(t(key!))
      await expect(dialog.getByRole('article')).toHaveCount(0)
      await expectNoAxeViolations(page)
    })
  }

  await test.step('gives up on an Open-Meteo that never answers', async () => {
    await searchWeather(dialog, 'Hang')
    await expect(dialog.getByRole('status')).toHaveText(t('weather.loading'))
    await expectNoAxeViolations(page)
    await page.clock.fastForward(10_000)
    await expect(dialog.getByRole('status')).toHaveText(t('weather.timeout'))
  })

  await test.step('offline, the panel says so and asks nothing', async () => {
    await context.setOffline(true)
    let asked = false
    const watch = (request: Request) => (asked ||= request.url().includes('/v1/'))
    page.on('request', watch)
    await searchWeather(dialog, 'Lisbon')
    await expect(dialog.getByRole('status')).toHaveText(t('weather.offline'))
    page.off('request', watch)
    expect(asked).toBe(false)
    await context.setOffline(false)
  })

  await test.step('"Use my location" refused says so', async () => {
    await dialog.getByRole('button', { name: t('weather.useLocation') }).click()
    await expect(dialog.getByRole('status')).toHaveText(t('weather.geoDenied'))
    await expectNoAxeViolations(page)
  })
})

test.describe('with the visitor\'s location shared', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 38.7223, longitude: -9.1393 } })

  test('"Use my location" shows the forecast there, titled as such', async ({ page, problems }) => {
    const dialog = await openWeather(page)
    const asked = page.waitForRequest((request) => request.url().includes('/v1/forecast') && request.url().includes('latitude=38.7223'))
    await dialog.getByRole('button', { name: t('weather.useLocation') }).click()
    await asked
    await expect(dialog.getByRole('heading', { name: forecastFor(t('weather.yourLocation')) })).toBeVisible()
    await expect(dialog.getByRole('article')).toHaveCount(7)
    expect(problems).toEqual([])
  })
})

test('the last place shown comes back after a reload, fetched again, until Forget', async ({ page, problems }) => {
  let dialog = await openWeather(page)
  await searchWeather(dialog, 'Lisbon')
  await expect(dialog.getByRole('heading', { name: forecastFor('Lisbon, Portugal') })).toBeVisible()
  const again = page.waitForRequest((request) => request.url().includes('/v1/forecast'))
  dialog = await openWeather(page) // a reload
  await again
  await expect(dialog.getByRole('heading', { name: forecastFor('Lisbon, Portugal') })).toBeVisible()
  await dialog.getByRole('button', { name: t('weather.forget') }).click()
  await expect(dialog.getByRole('status')).toHaveText(t('weather.intro'))
  dialog = await openWeather(page)
  await expect(dialog.getByRole('status')).toHaveText(t('weather.intro'))
  expect(problems).toEqual([])
})

for (const [language, browserLanguage, place, date] of [
  ['pt', 'pt-PT', 'Lisboa, Portugal', 'segunda-feira, 23 de novembro'],
  ['fr', 'fr-FR', 'Lisbonne, Portugal', 'lundi 23 novembre'],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: browserLanguage })

    test('the places, dates and conditions are in the visitor\'s language', { tag: '@one-size' }, async ({ page, problems }) => {
      const dialog = await openWeather(page, language)
      await searchWeather(dialog, 'Lisbon', language)
      await expect(dialog.getByRole('heading', { name: forecastFor(place, language) })).toBeVisible()
      const first = dialog.getByRole('article').first()
      await expect(first).toContainText(date)
      await expect(first).toContainText(t('weather.conditions.wmo0', {}, language))
      await expect(dialog.getByRole('link', { name: t('weather.attribution', {}, language) })).toBeVisible()
      await expectNoAxeViolations(page)
      expect(problems).toEqual([])
    })
  })
}
