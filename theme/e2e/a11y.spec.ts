import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolationsInEitherScheme, menuToggle, oneSizeUnlessEnglish, owner, t, test } from './fixtures'

// Everyone can use the site: axe on every screen, tool and popup, in every
// language and in both schemes, at phone and desktop size (this file runs in
// both projects); touch targets; reduced motion; regional languages.

const languages = ['en', 'pt', 'fr'] as const

/** A page's path ("./apps/") in a language: the default's at the root, another's under its code ("./pt/apps/"). */
const inLanguage = (path: string, language: string) => (language === 'en' ? path : path.replace(/^\.\//, `./${language}/`))

interface Screen {
  name: string
  path: string
  /** What to do once the page has loaded: open a tool or the menu. */
  open?: (page: Page, language: string) => Promise<void>
  /** A heading that tells the screen is ready. */
  ready: (page: Page, language: string) => ReturnType<Page['getByRole']>
  /** Closes what open opened, leaving the page as it loaded: the next screen at the same path opens on it. */
  close?: (page: Page, language: string) => Promise<void>
}

const tool = (name: string): Screen => ({
  name: `home with ${name} open`,
  path: './',
  open: async (page, language) => {
    await page.getByRole('button', { name: t(`tools.${name}`, {}, language), exact: true }).click()
  },
  ready: (page, language) => page.getByRole('dialog', { name: t(`tools.${name}`, {}, language) }),
  close: async (page, language) => {
    const dialog = page.getByRole('dialog', { name: t(`tools.${name}`, {}, language) })
    await dialog.getByRole('button', { name: t('tools.minimize', {}, language) }).click()
    await expect(dialog).toBeHidden()
  },
})

/** The routes, a project's popup and the open menu. */
const routeScreens: Screen[] = [
  { name: 'home', path: './', ready: (page) => page.getByRole('heading', { level: 1, name: new RegExp(owner) }) },
  {
    name: 'home with the menu open',
    path: './',
    open: (page, language) => menuToggle(page, language).click(),
    // The menu links to this page in the other languages, each by its own name.
    ready: (page, l) => page.getByRole('link', { name: l === 'en' ? 'Português' : 'English', exact: true }),
  },
  { name: 'projects', path: './apps/', ready: (page, l) => page.getByRole('heading', { level: 1, name: t('projects.title', {}, l) }) },
  { name: 'a project', path: './apps/bookstore/', ready: (page) => page.getByRole('dialog', { name: 'Bookstore' }) },
  { name: 'about', path: './about/', ready: (page, l) => page.getByRole('heading', { level: 1, name: t('about.title', {}, l) }) },
  { name: 'documents', path: './docs/', ready: (page, l) => page.getByRole('heading', { level: 1, name: t('docs.title', {}, l) }) },
  { name: 'settings', path: './setting/', ready: (page, l) => page.getByRole('heading', { level: 1, name: t('settings.title', {}, l) }) },
]

const toolScreens = [tool('editor'), tool('weather'), tool('music'), tool('mathApp')]
const screens = [...routeScreens, ...toolScreens]

/**
 * Shows each screen in a language, a step each, and checks it. A screen
 * opens on the page of the one before when they share a path and the one
 * before left the page as it loaded (it opened nothing, or closed it), as a
 * visitor opens one tool after another: a page loaded and taken over is
 * most of a step's time.
 */
async function visit(page: Page, list: Screen[], language: string, check: (screen: Screen) => Promise<void>) {
  let previous: Screen | undefined
  for (const screen of list) {
    await test.step(screen.name, async () => {
      const onTheSamePage = previous?.path === screen.path && (!previous.open || !!previous.close)
      if (!onTheSamePage) await page.goto(inLanguage(screen.path, language))
      await screen.open?.(page, language)
      await expect(screen.ready(page, language)).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await check(screen)
      await screen.close?.(page, language)
    })
    previous = screen
  }
}

// The screens in two groups, so that a test stays well within its time on a
// busy machine. Each in the light and in the dark scheme, as the system asks
// for it: every rule in the light one, then the colour rules in the dark one
// on the same page (see expectNoAxeViolations). At phone size in English
// only: Portuguese and French have the same screens in the same colours, in
// other words (home-fit.spec checks that those fit).
const groups = { routes: routeScreens, tools: toolScreens }
for (const language of languages) {
  for (const [group, members] of Object.entries(groups)) {
    test(`axe finds nothing on the ${group}, in ${language}, light and dark`, oneSizeUnlessEnglish(language), async ({ page, problems }) => {
      // Up to six pages loaded and taken over, axe twice on each screen: three times a test's usual time.
      test.slow()
      await visit(page, members, language, () => expectNoAxeViolationsInEitherScheme(page))
      expect(problems).toEqual([])
    })
  }
}

// The wallpaper shows behind the home screen only: every other screen and
// tool has a panel of its own. axe on the home screen on the other
// wallpaper, lagoon, is languages.spec's, on the load that checks it shows
// from the first paint.

test('on a phone, every control is at least 44×44 px', async ({ page, isMobile, problems }) => {
  test.skip(!isMobile, 'a phone-sized rule')
  await visit(page, screens, 'en', async () => {
    // Links inside running text are exempt (WCAG 2.5.8): they are as tall as their line.
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [tabindex="0"]')]
        .filter((el) => el.checkVisibility() && !el.closest('p, li > span, [contenteditable="true"]'))
        // A radio or a checkbox is as large as its label, which takes the click too.
        .map((el) => {
          const own = el.getBoundingClientRect()
          const label = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect()
          return { el, box: label && label.width * label.height > own.width * own.height ? label : own }
        })
        .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
        .map(({ el, box }) => `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`),
    )
    expect(small).toEqual([])
  })
  expect(problems).toEqual([])
})

test.describe('with reduced motion', () => {
  test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }))

  test('the carousel changes image without a slide, and the menu without an animation', async ({ page, problems }) => {
    await page.goto('./apps/bookstore/')
    const popup = page.getByRole('dialog', { name: 'Bookstore' })
    await popup.getByRole('button', { name: t('carousel.next') }).click()
    const image = popup.getByRole('img', { name: /Bookstore/ })
    await expect(image).toHaveCSS('animation-name', 'none')
    await popup.getByRole('link', { name: t('common.close') }).click()

    const menu = page.getByRole('navigation', { name: t('menu.label') })
    const seconds = await menu.evaluate((nav) => getComputedStyle(nav).transitionDuration.split(',').map(parseFloat))
    expect(Math.max(...seconds)).toBeLessThan(0.001) // the global rule leaves 0.01 ms, which no eye sees
    expect(problems).toEqual([])
  })
})

for (const [browserLanguage, language] of [
  ['pt-BR', 'pt'],
  ['fr-CA', 'fr'],
  ['en-US', 'en'],
] as const) {
  test.describe(`a browser in ${browserLanguage}`, () => {
    test.use({ locale: browserLanguage })

    test(`gets the site in ${language}, with no request that fails`, async ({ page, problems }) => {
      const answers: { path: string; status: number }[] = []
      page.on('response', (response) => answers.push({ path: new URL(response.url()).pathname, status: response.status() }))
      // The page in the visitor's language shows its strings from its HTML; the app fetches them as it loads.
      const strings = page.waitForResponse((response) => new URL(response.url()).pathname.includes(`/locales/${language}.`))
      await page.goto('./setting/')
      await expect(page).toHaveURL(inLanguage('./setting/', language))
      await expect(page.getByRole('heading', { level: 1, name: t('settings.title', {}, language) })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await strings
      // No request fails, and none asks for a regional bundle.
      expect(answers.filter((a) => a.status >= 400)).toEqual([])
      expect(answers.filter((a) => /\/locales\/[a-z]+-/i.test(a.path))).toEqual([])
      expect(problems).toEqual([])
    })
  })
}

test('a move to another screen is announced with its title, and the first page load is not', async ({ page, problems }) => {
  await page.goto('./')
  const announcer = page.locator('[aria-live="polite"][aria-atomic="true"]')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(announcer).toHaveText('')
  for (const [item, key] of [
    ['about', 'pages.about.title'],
    ['apps', 'pages.apps.title'],
  ] as const) {
    await page.getByRole('button', { name: t('menu.toggle'), exact: true }).click()
    await page.getByRole('link', { name: t(`menu.${item}`) }).click()
    await expect(announcer).toHaveText(t(key))
    await expect(page).toHaveTitle(t(key))
  }
  expect(problems).toEqual([])
})

test('the clock can be read but never chatters; weather and maths answers are announced politely', async ({ page, problems }) => {
  await page.goto('./')
  const time = page.locator('time')
  await expect(time).toBeVisible()
  expect(await time.evaluate((el) => !!el.closest('[aria-live], [role="status"], [role="timer"], [role="log"], [role="alert"]'))).toBe(false)
  await expect(page.getByText(t('home.clock'))).toBeAttached() // a label for it, for whoever reads the screen

  await page.getByRole('button', { name: t('tools.weather'), exact: true }).click()
  const weather = page.getByRole('dialog', { name: t('tools.weather') })
  await expect(weather.getByRole('status')).toHaveAttribute('aria-live', 'polite')
  await weather.getByRole('button', { name: t('tools.minimize') }).click()

  await page.getByRole('button', { name: t('tools.mathApp'), exact: true }).click()
  const maths = page.getByRole('dialog', { name: t('tools.mathApp') })
  const isMobile = (page.viewportSize()?.width ?? 1280) < 768
  if (isMobile) await maths.getByRole('button', { name: t('maths.calculators') }).click()
  await page.getByRole('button', { name: t('maths.quadratic') }).click()
  for (const [name, value] of Object.entries({ a: 1, b: -3, c: 2 })) await maths.getByLabel(name, { exact: true }).fill(String(value))
  await maths.getByRole('button', { name: t('maths.calculate') }).click()
  await expect(maths.getByRole('status')).toContainText('x1 =2')
  await expect(maths.getByRole('status')).toHaveAttribute('aria-live', 'polite')
  expect(problems).toEqual([])
})
