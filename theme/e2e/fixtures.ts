import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * A page that records console errors, uncaught exceptions and failed
 * requests; each test ends by asserting there were none.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      // A 404 page's own status is what the test asked for, not a problem.
      if (message.type() === 'error' && !message.text().includes('404 (Not Found)')) problems.push(`console: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`exception: ${error.message}`))
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`))
    await use(problems)
    expect(problems, 'the page reported problems').toEqual([])
  },
})

export { expect }

/** The routes of the site, as a visitor types them. */
export const routes = [
  { path: '/', heading: 'Your Name' },
  { path: '/apps/', heading: 'Projects' },
  { path: '/about/', heading: 'About me' },
  { path: '/docs/', heading: 'My documents' },
  { path: '/setting/', heading: 'Settings' },
]

/** Runs axe on the page and fails on any violation, listing them. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, 'axe violations').toEqual([])
}

/** Waits until the site has rendered its first screen. */
export async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}
