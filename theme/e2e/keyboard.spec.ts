import type { Locator, Page } from '@playwright/test'
import { expect, shownWallpaper, t, test } from './fixtures'

// Everything a visitor can do, done with the keyboard alone: no click, no
// tap. After every step the focus is visible, and it is never left on the
// page's body.

/**
 * Presses Tab (or Shift+Tab) until target has the focus, checking each stop
 * is visible. A visitor tabs to what they see: target first shows (the
 * Pause button, say, once the next track plays).
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await expect(target).toBeVisible()
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    await expectFocusVisible(page)
  }
  throw new Error(`Tab never reached ${target}`)
}

/** The focused element shows it, with an outline or a ring, and is not the body. */
async function expectFocusVisible(page: Page) {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'the body'
    const ring = (node: Element | null) => {
      const style = node ? getComputedStyle(node) : null
      return !!style && (style.outlineStyle !== 'none' || style.boxShadow.includes('2px'))
    }
    // A search field shows its focus as a ring around its bar (:focus-within).
    const shown = el.matches(':focus-visible') && (ring(el) || (el.tagName === 'INPUT' && ring(el.parentElement)))
    return shown ? 'visible' : `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30)}" without a visible focus`
  })
  expect(focus).toBe('visible')
}

test('the menu, the projects and a project, by keyboard', async ({ page, problems }) => {
  await page.goto('./')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const toggle = page.getByRole('button', { name: t('menu.toggle'), exact: true })
  await tabTo(page, toggle)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('link', { name: t('menu.home') })).toBeFocused() // the current page
  await tabTo(page, page.getByRole('link', { name: t('menu.apps') }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: t('projects.title') })).toBeVisible()
  await expect(toggle).toBeFocused() // the menu collapsed, focus back on its toggle

  await tabTo(page, page.getByRole('searchbox'), { backwards: true })
  await page.keyboard.type('book')
  const card = page.getByRole('link', { name: 'Bookstore' })
  await expect(card).toBeVisible()
  await tabTo(page, card)
  await page.keyboard.press('Enter')
  const popup = page.getByRole('dialog', { name: 'Bookstore' })
  await expect(popup).toBeVisible()
  await expectFocusVisible(page)

  const carousel = popup.getByRole('region', { name: t('carousel.label') })
  await tabTo(page, carousel)
  await page.keyboard.press('ArrowRight')
  await expect(carousel.getByText(t('carousel.position', { index: 2, total: 2 }))).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(carousel.getByText(t('carousel.position', { index: 1, total: 2 }))).toBeVisible()

  // Tab stays inside the open dialog.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab')
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expect(card).toBeFocused() // back where it was opened from
  expect(problems).toEqual([])
})

test('language, appearance and wallpaper, by keyboard', async ({ page, problems }) => {
  await page.goto('./setting/')
  const language = page.getByRole('combobox', { name: t('settings.language') })
  await tabTo(page, language)
  await page.keyboard.press('ArrowDown') // en → pt: this page in Portuguese
  await expect(page).toHaveURL('./pt/setting/')
  await expect(page.getByRole('heading', { level: 1, name: t('settings.title', {}, 'pt') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')

  // The appearance: Automatic → Light, applied at once.
  const appearance = page.getByRole('group', { name: t('settings.appearance', {}, 'pt') }).getByRole('radio')
  await tabTo(page, appearance.first())
  await page.keyboard.press('ArrowRight')
  await expect(appearance.nth(1)).toBeChecked()
  await expect(page.locator('html')).toHaveAttribute('data-appearance', 'light')

  const radios = page.getByRole('group', { name: t('settings.wallpaper', {}, 'pt') }).getByRole('radio')
  await tabTo(page, radios.first())
  await page.keyboard.press('ArrowRight')
  await expect(radios.nth(1)).toBeChecked()
  await expect.poll(() => shownWallpaper(page)).toMatch(/lagoon\./)
  expect(problems).toEqual([])
})

/** Opens a tool from its shortcut with the keyboard; returns its dialog. */
async function openTool(page: Page, tool: string) {
  const shortcut = page.getByRole('button', { name: t(`tools.${tool}`), exact: true })
  await tabTo(page, shortcut)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: t(`tools.${tool}`) })
  await expect(dialog).toBeVisible()
  await expectFocusVisible(page)
  return { dialog, shortcut }
}

/** Minimizes a tool with Escape: focus returns to its shortcut. */
async function minimize(page: Page, dialog: Locator, shortcut: Locator) {
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(shortcut).toBeFocused()
}

// The tools one after another on one page, in the order of their
// shortcuts, a step each: each step ends with its tool minimized and the
// focus back on its shortcut, from where Tab reaches the next one.
test('each tool, used by keyboard: a note written and downloaded, the weather searched, music played and skipped, each maths problem solved', async ({ page, problems }) => {
  // Four tools' worth of steps: three times a test's usual time.
  test.slow()
  await page.goto('./')
  await test.step('a note, written and downloaded, by keyboard', async () => {
    const { dialog, shortcut } = await openTool(page, 'editor')
    await tabTo(page, dialog.getByRole('textbox', { name: t('notes.editor') }))
    await page.keyboard.type('Keyboard only')
    await page.keyboard.press('Control+b')
    await page.keyboard.type(' and bold')
    const download = dialog.getByRole('button', { name: t('notes.download') })
    await tabTo(page, download)
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    expect(file.suggestedFilename()).toMatch(/\.txt$/)
    await minimize(page, dialog, shortcut)
  })

  await test.step('the weather, searched by keyboard', async () => {
    const { dialog, shortcut } = await openTool(page, 'weather')
    await tabTo(page, dialog.getByRole('searchbox'))
    await page.keyboard.type('Lisboa')
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { name: t('weather.forecast', { place: 'Lisboa, Portugal' }) })).toBeVisible()
    // Escape in a search field first clears it, as browsers do: minimize with the button.
    await tabTo(page, dialog.getByRole('button', { name: t('tools.minimize') }))
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(shortcut).toBeFocused()
  })

  await test.step('music, played and skipped, by keyboard', async () => {
    const { dialog, shortcut } = await openTool(page, 'music')
    await tabTo(page, dialog.getByRole('button', { name: t('music.play') }))
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('button', { name: t('music.pause') })).toBeFocused()
    await tabTo(page, dialog.getByRole('button', { name: t('music.next') }))
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('Second Wind').first()).toBeVisible()
    await tabTo(page, dialog.getByRole('button', { name: t('music.pause') }), { backwards: true })
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('button', { name: t('music.play') })).toBeVisible()
    await minimize(page, dialog, shortcut)
  })

  await test.step('each maths problem, solved by keyboard', async () => {
    const { dialog, shortcut } = await openTool(page, 'mathApp')
    const solve = async (calculator: string, values: Record<string, number>, answer: RegExp) => {
      await tabTo(page, dialog.getByRole('button', { name: t(`maths.${calculator}`) }))
      await page.keyboard.press('Enter')
      for (const [name, value] of Object.entries(values)) {
        await tabTo(page, dialog.getByLabel(name, { exact: true }))
        await page.keyboard.type(String(value))
      }
      await tabTo(page, dialog.getByRole('button', { name: t('maths.calculate') }))
      await page.keyboard.press('Enter')
      await expect(dialog.getByRole('status')).toContainText(answer)
    }
    await solve('quadratic', { a: 1, b: -3, c: 2 }, /x1 =2/)
    await solve('system2', { a1: 1, b1: 1, c1: 3, a2: 1, b2: -1, c2: 1 }, /x =2/)
    await solve('system3', { a1: 1, b1: 1, c1: 1, d1: 6, a2: 0, b2: 2, c2: 5, d2: -4, a3: 2, b3: 5, c3: -1, d3: 27 }, /x =5/)
    await minimize(page, dialog, shortcut)
  })
  expect(problems).toEqual([])
})
