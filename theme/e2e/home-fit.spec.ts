import type { Page } from '@playwright/test'
import { expandMenu, expect, owner, test } from './fixtures'

// The first page fits every phone, in every language: the shortcuts' labels,
// the welcome lines and the floating menu, collapsed and expanded, wrap or
// shrink. No text runs past the screen or out of its own box, none is cut
// (an ancestor's overflow, an ellipsis), none lies under another element.
// Portuguese has the longest words ("Meteorologia", "Matemática").

const languages = ['en', 'pt', 'fr'] as const

/** The narrowest phones, and the phone project's own screen; the desktop project checks its own size. */
const phones = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]

/**
 * Every visible text of the page that does not show whole, each with why:
 * a line of it past the viewport, past one of its boxes (up to the first
 * one placed on its own, absolute or fixed: the languages' bar stands
 * above the menu's on purpose), cut by an ancestor's overflow or an
 * ellipsis, or covered by another element. Text hidden on purpose
 * (visually-hidden, aria-hidden, not yet shown) is left out. An element
 * matching `above` may cover the page's other text: the expanded menu
 * floats over the home screen.
 */
function textThatDoesNotFit(page: Page, above?: string) {
  return page.evaluate((above) => {
    const tag = (el: Element) => `<${el.tagName.toLowerCase()}>`
    const name = (el: Element) => `${tag(el)} "${el.textContent?.trim()}"`
    const hiddenOnPurpose = (el: Element) =>
      el.closest('noscript, .visually-hidden, [aria-hidden="true"]') !== null || !el.checkVisibility({ visibilityProperty: true })
    const outside = (r: DOMRect, left: number, right: number) => r.left < left - 0.5 || r.right > right + 0.5
    const viewport = document.documentElement
    const overlay = above ? document.querySelector(above) : null
    const problems = new Set<string>()

    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const el = node.parentElement
      if (!node.textContent?.trim() || !el || hiddenOnPurpose(el)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const line of [...range.getClientRects()].filter((r) => r.width > 0)) {
        if (outside(line, 0, viewport.clientWidth) || line.top < -0.5 || line.bottom > viewport.clientHeight + 0.5)
          problems.add(`${name(el)} runs past the viewport`)
        for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box)
          const rect = box.getBoundingClientRect()
          if (style.display !== 'inline' && style.display !== 'contents' && outside(line, rect.left, rect.right))
            problems.add(`${name(el)} runs out of ${tag(box)}`)
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            const left = rect.left + box.clientLeft
            const top = rect.top + box.clientTop
            if (outside(line, left, left + box.clientWidth) || line.top < top - 0.5 || line.bottom > top + box.clientHeight + 0.5)
              problems.add(`${name(el)} is cut by the overflow of ${tag(box)}`)
          }
          if (style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth) problems.add(`${name(el)} is cut with an ellipsis`)
          if (style.position === 'absolute' || style.position === 'fixed') break
        }
        // Across the line, from its first letter to its last.
        for (const x of [0.02, 0.25, 0.5, 0.75, 0.98].map((f) => line.left + f * line.width)) {
          const hit = document.elementFromPoint(x, line.top + line.height / 2)
          const coveredByOverlay = overlay !== null && hit !== null && overlay.contains(hit) && !overlay.contains(el)
          if (hit && !el.contains(hit) && !coveredByOverlay) problems.add(`${name(el)} is covered by ${tag(hit)}`)
        }
      }
    }
    return [...problems]
  }, above)
}

/** The home screen in a language, as a visitor sees it once the app runs (the clock shows the visitor's time). */
async function openHome(page: Page, language: string) {
  await page.goto(language === 'en' ? './' : `./${language}/`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(owner) })).toBeVisible()
  await expect(page.getByRole('main').locator('time')).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
}

/** Checks the home screen with the menu collapsed, then expanded. */
async function expectHomeFits(page: Page, language: string) {
  await openHome(page, language)
  expect(await textThatDoesNotFit(page), 'with the menu collapsed').toEqual([])
  await expandMenu(page, language)
  expect(await textThatDoesNotFit(page, 'nav:has(> button[aria-expanded="true"])'), 'with the menu expanded').toEqual([])
}

for (const language of languages) {
  test(`every text of the home screen fits the screen in ${language}`, async ({ page, isMobile, problems }) => {
    if (!isMobile) {
      await expectHomeFits(page, language)
    } else {
      for (const size of phones) {
        await test.step(`${size.width}×${size.height}`, async () => {
          await page.setViewportSize(size)
          await expectHomeFits(page, language)
        })
      }
    }
    expect(problems).toEqual([])
  })
}
