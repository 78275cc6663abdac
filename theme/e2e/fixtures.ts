import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

/** The fixture site's owner (testdata/sites/e2e.txtar). */
export const owner = 'Ada Lovelace'

const locales: Record<string, Record<string, unknown>> = {}

/**
 * An interface string of the site under test, as i18next gives it: the
 * tests read the same locale files as the site, so an owner who rewords
 * them does not break the tests.
 */
export function t(key: string, vars: Record<string, string | number> = {}, language = 'en'): string {
  locales[language] ??= parse(readFileSync(new URL(`.site/locales/${language}.yaml`, import.meta.url), 'utf8'))
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locales[language])
  if (typeof value !== 'string') throw new Error(`no string ${key} in ${language}`)
  return value.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(name === 'name' ? (vars.name ?? owner) : vars[name]))
}

/**
 * How many times slower than this machine the phone project's pages run
 * (Chromium's CPU throttling): `make soak` sets it, to run the suite as on a
 * slow phone; playwright.config.ts scales the phone's time limits with it.
 * 1, the default, does not throttle.
 */
const phoneSlowdown = Number(process.env.E2E_PHONE_CPU_SLOWDOWN ?? 1)

/**
 * A page that records console errors, uncaught exceptions and failed
 * requests; each test ends by asserting there were none.
 */
export const test = base.extend<{ problems: string[] }>({
  page: async ({ page }, use, testInfo) => {
    if (phoneSlowdown > 1 && testInfo.project.name === 'phone') {
      const context = page.context()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneSlowdown })
      // With this second DevTools session on the page, Chromium brings a
      // page reloaded after context.setOffline(true) back online (its
      // navigator.onLine is true, its requests fail): the session repeats
      // the context's network state.
      const setOffline = context.setOffline.bind(context)
      context.setOffline = async (offline: boolean) => {
        await setOffline(offline)
        await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
      }
    }
    await use(page)
  },
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      // A 404 page's own status is what the test asked for, not a problem.
      if (message.type() === 'error' && !message.text().includes('404 (Not Found)')) problems.push(`console: ${message.text()}`)
    })
    // Which page threw: a test may visit several.
    page.on('pageerror', (error) => problems.push(`exception at ${page.url()}: ${error.message}`))
    // The Content-Security-Policy holds: nothing the page does is blocked.
    await page.exposeFunction('__cspViolation', (v: string) => problems.push(`CSP violation: ${v}`))
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    )
    page.on('requestfailed', (request) => {
      // ERR_ABORTED is the browser or the site cancelling a request (a
      // superseded search, a navigation), not a failure.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`)
    })
    await use(problems)
    expect(problems, 'the page reported problems').toEqual([])
  },
})

export { expect }

/** The routes of the site, as a visitor types them, with their page key and their heading in a language. */
export const routes = [
  { path: './', page: 'home', heading: () => owner },
  { path: './apps/', page: 'apps', heading: (language?: string) => t('projects.title', {}, language) },
  { path: './about/', page: 'about', heading: (language?: string) => t('about.title', {}, language) },
  { path: './docs/', page: 'docs', heading: (language?: string) => t('docs.title', {}, language) },
  { path: './setting/', page: 'setting', heading: (language?: string) => t('settings.title', {}, language) },
]

/** The round button that expands the floating menu, in the page's language. */
export const menuToggle = (page: Page, language = 'en') => page.getByRole('button', { name: t('menu.toggle', {}, language), exact: true })

/**
 * Expands the floating menu and waits until it has grown to its full size,
 * as a visitor sees it once it stops moving.
 */
export async function expandMenu(page: Page, language = 'en') {
  await menuToggle(page, language).click()
  const menu = page.getByRole('navigation', { name: t('menu.label', {}, language) })
  await expect(menu.getByRole('list', { name: t('settings.language', {}, language) })).toBeVisible()
  await menu.evaluate((nav) => Promise.all(nav.getAnimations({ subtree: true }).map((animation) => animation.finished)))
}

/** The wallpaper: the image of the layer behind the screens, hidden from assistive technology (a thumbnail in Settings is not it). */
export const wallpaper = (page: Page) => page.locator('#root > [aria-hidden="true"] img')

/**
 * The file of the wallpaper a visitor sees: one chosen over the page's own
 * is painted on the wallpaper's layer, which then hides the page's image.
 */
export const shownWallpaper = (page: Page) =>
  page.evaluate(() => {
    const layer = document.querySelector('#root > [aria-hidden="true"]')
    const image = layer?.querySelector('img')
    if (image && getComputedStyle(image).visibility !== 'hidden') return image.currentSrc || image.src
    return layer ? getComputedStyle(layer).backgroundImage : 'none'
  })

/**
 * A test's details for a check in each language that runs at phone size in
 * English only (tagged @one-size otherwise, which the phone project leaves
 * out): the other languages' screens are the same, in other words.
 */
export const oneSizeUnlessEnglish = (language: string) => ({ tag: language === 'en' ? [] : ['@one-size'] })

/**
 * Runs axe on the page and fails on any violation, listing them. In axe's
 * "legacy" mode: axe.run in the page itself. The default gathers each
 * frame's results in a blank page of its own, which took 1-3 s of each
 * check here, only to reach frames of other origins, which the site's CSP
 * (default-src 'self', no frame-src) never loads; frames of the page's own
 * origin are checked either way.
 */
export async function expectNoAxeViolations(page: Page, rules?: string[]) {
  const axe = new AxeBuilder({ page }).setLegacyMode()
  const results = await (rules ? axe.withRules(rules) : axe).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, 'axe violations').toEqual([])
}

/**
 * What changes with the colour scheme: the rules of axe's colour category
 * that run by default (color-contrast-enhanced, AAA, does not). Every other
 * rule reads the page's elements, their names, roles and language, which
 * are the same in either scheme.
 */
const colourRules = ['color-contrast', 'link-in-text-block']

/**
 * Runs axe on the page in the light scheme, then its colour rules in the
 * dark one, as the system asks for each; it leaves the page in the light
 * scheme. Once the scheme changes, the page's transitions end first: the
 * colours checked are those a visitor then sees.
 */
export async function expectNoAxeViolationsInEitherScheme(page: Page) {
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await transitionsEnded(page)
  await expectNoAxeViolations(page, colourRules)
  await page.emulateMedia({ colorScheme: 'light' })
  await transitionsEnded(page)
}

/** Waits until the page's transitions and animations that have an end have ended. */
async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** Searches the weather panel for a place, as a visitor types it and presses Search. */
export async function searchWeather(dialog: Locator, place: string, language = 'en') {
  await dialog.getByRole('searchbox', { name: t('weather.search', {}, language) }).fill(place)
  await dialog.getByRole('button', { name: t('weather.searchButton', {}, language) }).click()
}

/**
 * Searches for Slow, which the fake provider answers late, then for place:
 * the panel says it is loading, the newer search cancels the slow one in
 * flight (the request whose URL holds slowRequest), and place's forecast
 * shows, never the slow one's.
 */
export async function expectASlowSearchCancelled(page: Page, dialog: Locator, slowRequest: string, place: string, forecast: string) {
  await searchWeather(dialog, 'Slow')
  await expect(dialog.getByRole('status')).toHaveText(t('weather.loading'))
  const cancelled = page.waitForEvent('requestfailed', (request) => request.url().includes(slowRequest))
  await searchWeather(dialog, place)
  expect((await cancelled).failure()?.errorText).toBe('net::ERR_ABORTED')
  await expect(dialog.getByRole('heading', { name: forecast })).toBeVisible()
}

/** Waits until the site has rendered its first screen. */
export async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** Waits until a service worker controls the page and has nothing more to install. */
export async function serviceWorkerSettled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return !registration?.installing && !registration?.waiting && registration?.active?.state === 'activated'
      }),
    )
    .toBe(true)
}

/**
 * Follows React through the hook that React DevTools use, which React calls
 * in production too. When React starts, before it touches the page, the hook
 * marks the HTML's first heading; after each commit it notes whether React
 * owns every element of #root: then the page is hydrated (or rendered), and
 * React has already reported any hydration error, in that same commit.
 */
export async function followReact(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>
    const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        const heading = document.querySelector('#root h1')
        if (heading) Object.assign(heading, { __fromHTML: true })
        return 1
      },
      onCommitFiberRoot() {
        // Not the switch of serve's editor, which stays in an open modal dialog to be reachable (edit.js).
        const elements = [...document.querySelectorAll('#root *')].filter((el) => el.localName !== 'portgen-edit')
        w.__reactOwnsRoot = elements.length > 0 && elements.every(owned)
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    }
  })
  return {
    /**
     * Waits until React owns every element of #root: the app has loaded and
     * taken the page over, which on CI's two loaded cores has taken over the
     * 5 s that a visible change is given.
     */
    settled: () => expect.poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).__reactOwnsRoot === true), { timeout: 15_000 }).toBe(true),
    /** Whether #root's first heading is still the element the HTML made. */
    headingFromHTML: () => page.evaluate(() => (document.querySelector('#root h1') as unknown as { __fromHTML?: boolean } | null)?.__fromHTML === true),
  }
}

/** What React says when the HTML it takes over is not what it renders. */
const hydrationProblem = /hydrat|Minified React error #(418|419|423|425)\b|did not match/i

/** Console errors and warnings, and uncaught exceptions, about hydration. */
export function hydrationMessages(page: Page): string[] {
  const messages: string[] = []
  const record = (text: string) => hydrationProblem.test(text) && messages.push(text)
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') record(`console ${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => record(`exception: ${error.message}\n${error.stack ?? ''}`))
  return messages
}
