import type { Page } from '@playwright/test'
import { expect, menuToggle, owner, ready, serviceWorkerSettled, t, test } from './fixtures'

// The one spec that lets the service worker run (see playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/**
 * Images never shown online (a photo, a screenshot) cannot show offline:
 * the worker keeps media as they are seen. Nothing else may fail.
 */
const unseenImage = (problem: string) =>
  /^request failed: .*\/assets\/media\/.+\.(webp|jpg|png) net::ERR_FAILED$/.test(problem) || problem === 'console: Failed to load resource: net::ERR_FAILED'

/** Plays the first track; phones choose it in the list's own dialog. */
async function playFirstTrack(page: Page, isMobile: boolean) {
  await page.getByRole('button', { name: t('tools.music'), exact: true }).click()
  const music = page.getByRole('dialog', { name: t('tools.music') })
  if (isMobile) {
    await music.getByRole('button', { name: t('music.tracks') }).click()
    await page.getByRole('dialog', { name: t('music.tracks') }).getByRole('button', { name: /First Light/ }).click()
  } else {
    await music.getByRole('button', { name: /First Light/ }).click()
  }
  await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3)
  await music.getByRole('button', { name: t('common.close') }).first().click()
}

// One first visit, then everything offline in its tab, a step each: the
// worker installs once (it fetches and keeps the whole site, most of a
// visit's time). Up to ten pages and four tools, offline: three times a
// test's usual time.
test('after a first visit, the site, Notes, the music played and Maths work offline, Weather says it is offline, and every route opens by its URL, in English and in Portuguese', async ({ page, context, problems, isMobile }) => {
  test.slow()
  await page.goto('./')
  await ready(page)
  await serviceWorkerSettled(page)
  await playFirstTrack(page, isMobile) // kept by the worker as it plays

  await context.setOffline(true)
  await test.step('the site, Notes and the music played', async () => {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(owner)

    await page.getByRole('button', { name: t('tools.editor'), exact: true }).click()
    const notes = page.getByRole('dialog', { name: t('tools.editor') })
    const editor = notes.getByRole('textbox', { name: t('notes.editor') })
    await editor.click()
    await page.keyboard.type('Written offline')
    await expect(editor).toContainText('Written offline')
    await notes.getByRole('button', { name: t('tools.minimize') }).click()

    await playFirstTrack(page, isMobile)
  })

  await test.step('Maths, and Weather saying it is offline', async () => {
    await page.getByRole('button', { name: t('tools.mathApp'), exact: true }).click()
    const maths = page.getByRole('dialog', { name: t('tools.mathApp') })
    if (isMobile) await maths.getByRole('button', { name: t('maths.calculators') }).click()
    await page.getByRole('button', { name: t('maths.quadratic') }).click()
    for (const [name, value] of Object.entries({ a: 2, b: -8, c: 6 })) await maths.getByLabel(name, { exact: true }).fill(String(value))
    await maths.getByRole('button', { name: t('maths.calculate') }).click()
    await expect(maths.getByRole('status')).toContainText('x1 =3')
    await maths.getByRole('button', { name: t('tools.minimize') }).click()

    await page.getByRole('button', { name: t('tools.weather'), exact: true }).click()
    const weather = page.getByRole('dialog', { name: t('tools.weather') })
    await weather.getByRole('searchbox').fill('Lisbon')
    await weather.getByRole('searchbox').press('Enter')
    await expect(weather.getByText(t('weather.offline'))).toBeVisible()
    await weather.getByRole('button', { name: t('tools.minimize') }).click()
  })

  await test.step('every route and a project page, by direct URL', async () => {
    for (const [path, heading] of [['./apps/', t('projects.title')], ['./about/', t('about.title')], ['./setting/', t('settings.title')]]) {
      await page.goto(path!)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)
    }
    await page.goto('./apps/summit-page/')
    await expect(page.getByRole('dialog', { name: 'Summit Page' })).toBeVisible()
  })

  await test.step('the Portuguese pages, in Portuguese', async () => {
    await page.goto('./pt/about/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('about.title', {}, 'pt'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
    // The app takes the page over in Portuguese: its menu leads on, offline too.
    await menuToggle(page, 'pt').click()
    await page.getByRole('link', { name: t('menu.apps', {}, 'pt'), exact: true }).click()
    await expect(page).toHaveURL('./pt/apps/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('projects.title', {}, 'pt'))
    // A project's page, by direct URL.
    await page.goto('./pt/apps/summit-page/')
    const popup = page.getByRole('dialog', { name: 'Summit Page' })
    await expect(popup.getByRole('link', { name: t('common.close', {}, 'pt') })).toBeVisible()
  })
  await context.setOffline(false)
  expect(problems.filter((p) => !unseenImage(p))).toEqual([])
  problems.length = 0
})
