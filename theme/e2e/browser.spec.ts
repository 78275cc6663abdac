import type { Browser } from '@playwright/test'
import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

// The browser the suite drives: Chromium as Playwright launches it, with
// the features that playwright.config.ts turns off besides. Chromium keeps
// one --disable-features, so a list in the config that lost Playwright's
// would pass every other test while running another browser than
// Playwright's.

/** The features that a browser's renderers run without, as the browser took its command line. */
async function disabledFeatures(browser: Browser): Promise<string[][]> {
  const page = await browser.newPage()
  await page.goto('about:blank')
  const cdp = await browser.newBrowserCDPSession()
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo')
  const lists = processInfo
    .filter((p: { type: string }) => p.type === 'renderer')
    .flatMap(({ id }: { id: number }) => {
      let args: string[]
      try {
        // A process forked from Chromium's zygote has its arguments in one string.
        args = readFileSync(`/proc/${id}/cmdline`, 'utf8').split(/[\0 ]/)
      } catch {
        return [] // a renderer that has ended since
      }
      return [args.find((a) => a.startsWith('--disable-features='))?.slice('--disable-features='.length).split(',') ?? []]
    })
  await page.close()
  return lists
}

test('the browser runs without Playwright’s features and the omnibox popup, which headless never shows', { tag: '@one-size' }, async ({ browser, browserName }) => {
  // The same Chromium, launched by Playwright with none of the config's flags.
  const { executablePath } = test.info().project.use.launchOptions ?? {}
  const plain = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox'] })
  const [playwrights] = await disabledFeatures(plain)
  await plain.close()
  expect(browserName).toBe('chromium')
  expect(playwrights!.length, 'Playwright’s own list').toBeGreaterThan(0)
  const suites = await disabledFeatures(browser)
  expect(suites.length).toBeGreaterThan(0)
  for (const features of suites) {
    expect(features).toEqual(expect.arrayContaining([...playwrights!, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']))
  }
  const { targetInfos } = await (await browser.newBrowserCDPSession()).send('Target.getTargets', { filter: [{}] })
  expect(targetInfos.map((t: { url: string }) => t.url).filter((url: string) => url.startsWith('chrome://'))).toEqual([])
})
