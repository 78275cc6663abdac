import type { Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expect, expectASlowSearchCancelled, expectNoAxeViolations, ready, searchWeather, t, test } from './fixtures'

const shortcut = (page: Page, tool: string) => page.getByRole('button', { name: t(`tools.${tool}`), exact: true })
const panel = (page: Page, tool: string) => page.getByRole('dialog', { name: t(`tools.${tool}`) })
const minimize = (dialog: Locator) => dialog.getByRole('button', { name: t('tools.minimize') })
const close = (dialog: Locator) => dialog.getByRole('button', { name: t('common.close') }).first()

async function openTool(page: Page, tool: string) {
  await shortcut(page, tool).click()
  const dialog = panel(page, tool)
  await expect(dialog).toBeVisible()
  return dialog
}

/** Opens the home screen, where the tools' shortcuts are. */
async function openHome(page: Page) {
  await page.goto('./')
  await ready(page)
}

// One tool after another on the same page: axe on each tool, just opened,
// is a11y.spec's.
test('each tool opens from its shortcut as a full-screen modal, and Minimize returns focus to the shortcut', async ({ page, problems }) => {
  await openHome(page)
  for (const tool of ['editor', 'weather', 'music', 'mathApp']) {
    await test.step(tool, async () => {
      const dialog = await openTool(page, tool)
      expect(await dialog.evaluate((el) => getComputedStyle(el).zIndex)).toBe('2000')
      const box = (await dialog.boundingBox())!
      expect([box.width, box.height]).toEqual([page.viewportSize()!.width, page.viewportSize()!.height])
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await minimize(dialog).click()
      await expect(dialog).toBeHidden()
      await expect(shortcut(page, tool)).toBeFocused()
    })
  }
  expect(problems).toEqual([])
})

// What a page asks for, and when, is the same at every size.
test('each tool is its own chunk, loaded when first opened; maths lives only while open', { tag: '@one-size' }, async ({ page, problems }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await openHome(page)
  expect(requested.filter((p) => /Panel-[A-Z0-9]+\.js$/.test(p))).toEqual([])
  const notes = await openTool(page, 'editor')
  expect(requested.some((p) => /NotesPanel-[A-Z0-9]+\.js$/.test(p))).toBe(true)
  expect(requested.some((p) => /MusicPanel-/.test(p))).toBe(false)
  await minimize(notes).click()
  await minimize(await openTool(page, 'music')).click()
  await minimize(await openTool(page, 'mathApp')).click()
  // Hidden panels: notes and music stay in the page, maths is gone.
  expect(await page.locator('dialog').evaluateAll((ds) => ds.map((d) => d.getAttribute('aria-labelledby') && d.querySelector('h2')?.textContent))).toEqual([
    t('tools.editor'),
    t('tools.music'),
  ])
  expect(problems).toEqual([])
})

test('?tool= opens a tool on load', { tag: '@one-size' }, async ({ page, problems }) => {
  // The tool opens once the app has taken the page over (its host and the
  // tool's chunk load after): that spans the take-over, so 15 s.
  await page.goto('./?tool=maths')
  await expect(panel(page, 'mathApp')).toBeVisible({ timeout: 15_000 })
  await page.goto('./?tool=notes')
  await expect(panel(page, 'editor')).toBeVisible({ timeout: 15_000 })
  expect(problems).toEqual([])
})

test.describe('notes', () => {
  // One note after another in the same panel, a step each: the first ends
  // with the panel open on an empty note, the second with the panel closed.
  test('keep their text when minimized, ask before closing, reset on confirm, download as text, and survive a reload', async ({ page, problems }) => {
    // Three tests' worth of steps: three times a test's usual time.
    test.slow()
    await openHome(page)
    let dialog = await openTool(page, 'editor')
    await test.step('kept when minimized, asked before closing, reset on confirm', async () => {
      const editor = dialog.getByRole('textbox', { name: t('notes.editor') })
      await expect(dialog.getByRole('textbox', { name: t('notes.title') })).toHaveCount(0)
      await editor.click()
      await page.keyboard.type('Buy milk')
      const title = dialog.getByRole('textbox', { name: t('notes.title') })
      await expect(title).toHaveValue(new RegExp(`^${t('notes.note')} \\d\\d_\\d\\d_\\d{4}_\\d\\d:\\d\\d$`))
      await expect(title).toHaveAttribute('placeholder', t('notes.title'))

      await page.keyboard.press('Escape') // Escape minimizes
      await expect(dialog).toBeHidden()
      dialog = await openTool(page, 'editor')
      await expect(editor).toHaveText('Buy milk')

      await close(dialog).click()
      const confirm = page.getByRole('alertdialog', { name: t('notes.sure') })
      await expect(confirm).toContainText(t('notes.loseContent'))
      await expectNoAxeViolations(page)
      await confirm.getByRole('button', { name: t('notes.keep') }).click()
      await expect(confirm).toBeHidden()
      await expect(editor).toHaveText('Buy milk')

      await close(dialog).click()
      await confirm.getByRole('button', { name: t('notes.discard') }).click()
      await expect(dialog).toBeHidden()
      dialog = await openTool(page, 'editor')
      await expect(editor.locator('[data-slate-string]')).toHaveCount(0) // only the placeholder is left
      await expect(dialog.getByRole('textbox', { name: t('notes.title') })).toHaveCount(0)
    })

    await test.step('downloaded as a text file named after the title, one line per block', async () => {
      await dialog.getByRole('textbox', { name: t('notes.editor') }).click()
      await page.keyboard.type('First line')
      await page.keyboard.press('Enter')
      await page.keyboard.type('Second: line')
      const title = dialog.getByRole('textbox', { name: t('notes.title') })
      // The title field appears with the first word; on a cold phone page its
      // first fill is sometimes lost to the render that shows it, so it is retried.
      await title.fill('Plans: 2026/27')
      await expect(title).toHaveValue('Plans: 2026/27')
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: t('notes.download') }).click()])
      expect(download.suggestedFilename()).toBe('Plans- 2026-27.txt')
      expect(readFileSync(await download.path(), 'utf8')).toBe('First line\nSecond: line')
      // Downloaded: closing no longer asks, and resets the note.
      await close(dialog).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
    })

    await test.step('the draft survives a reload', async () => {
      const dialog = await openTool(page, 'editor')
      await dialog.getByRole('textbox', { name: t('notes.editor') }).click()
      await page.keyboard.type('Kept across reloads')
      await page.reload()
      await ready(page)
      const again = await openTool(page, 'editor')
      await expect(again.getByRole('textbox', { name: t('notes.editor') })).toHaveText('Kept across reloads')
    })
    expect(problems).toEqual([])
  })

  test('format text from the toolbar and the keyboard, and undo in steps', async ({ page, problems }) => {
    // The page's clock, so that the visitor's pause below takes no time.
    await page.clock.install()
    await openHome(page)
    const dialog = await openTool(page, 'editor')
    const editor = dialog.getByRole('textbox', { name: t('notes.editor') })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+b')
    await page.keyboard.type('bold')
    await expect(editor.locator('strong')).toHaveText('bold')
    await page.keyboard.press('ControlOrMeta+b')
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: t('notes.bulleted') }).click()
    await page.keyboard.type('item')
    await expect(editor.locator('ul li')).toHaveText('item')
    await dialog.getByRole('button', { name: t('notes.indent') }).click()
    await expect(editor.locator('ul li')).toHaveCSS('margin-inline-start', '40px')
    await page.clock.fastForward(1100) // a pause: the next words are their own undo step
    await page.keyboard.type(' more')
    await dialog.getByRole('button', { name: t('notes.undo') }).click()
    await expect(editor.locator('ul li')).toHaveText('item')
    await dialog.getByRole('button', { name: t('notes.redo') }).click()
    await expect(editor.locator('ul li')).toHaveText('item more')
    expect(problems).toEqual([])
  })

  test('what the visitor types into the title goes to the title, even the moment it appears, on a CPU four times slower', async ({ page, problems }) => {
    await openHome(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const dialog = await openTool(page, 'editor')
    const editor = dialog.getByRole('textbox', { name: t('notes.editor') })
    const title = dialog.getByRole('textbox', { name: t('notes.title') })
    // A tap cannot be timed to a frame from here, so the page itself moves
    // focus to the title field, all of it selected, in the very commit that
    // changes \`watched\`: the earliest a tap could land, while the editor is
    // still placing the caret of the key that caused it.
    const focusTitleOnChangeOf = (watched: Locator) =>
      watched.evaluate((target) => {
        const observer = new MutationObserver(() => {
          const field = target.closest('dialog')?.querySelector<HTMLInputElement>('input')
          if (!field) return
          observer.disconnect()
          field.select()
          field.focus()
        })
        observer.observe(target, { childList: true, subtree: true, characterData: true })
      })

    // The first key shows the title field.
    await editor.click()
    await focusTitleOnChangeOf(dialog)
    await page.keyboard.press('B')
    await page.keyboard.type('Plans')
    await expect(title).toHaveValue('Plans')
    await expect(editor).toHaveText('B')

    // A new paragraph, then straight to the title.
    await editor.click()
    await focusTitleOnChangeOf(editor)
    await page.keyboard.press('Enter')
    await page.keyboard.type('Trip')
    await expect(title).toHaveValue('Trip')
    await expect(title).toBeFocused()
    await expect(editor.locator('p')).toHaveCount(2)
    await expect(editor).toContainText('B')
    await expect(editor).not.toContainText('Trip')
    expect(problems).toEqual([])
  })
})

test.describe('music', () => {
  const currentTime = (page: Page) => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime)

  // The second step starts where the first ends: the panel open, nothing chosen.
  test('plays, keeps playing while minimized, respects its bounds, stops on close, and seeks with the progress bar', async ({ page, problems, isMobile }) => {
    // Two tests' worth of steps: three times a test's usual time.
    test.slow()
    await openHome(page)
    const dialog = await openTool(page, 'music')
    await test.step('plays, keeps playing while minimized, respects its bounds and stops on close', async () => {
      const previous = dialog.getByRole('button', { name: t('music.previous') })
      const next = dialog.getByRole('button', { name: t('music.next') })
      if (isMobile) {
        await dialog.getByRole('button', { name: t('music.tracks') }).click()
        const list = page.getByRole('dialog', { name: t('music.tracks') })
        await list.getByRole('button', { name: /First Light/ }).click()
        await expect(list).toBeHidden()
      } else {
        await dialog.getByRole('button', { name: /First Light/ }).click()
      }
      await expect(dialog.getByRole('button', { name: t('music.pause') })).toBeVisible()
      await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3)
      await expect(previous).toBeDisabled()

      await next.click()
      await expect(dialog.getByText('Second Wind').first()).toBeVisible()
      await expect(next).toBeDisabled()
      await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3)

      await minimize(dialog).click()
      const before = await currentTime(page)
      await expect.poll(() => currentTime(page)).toBeGreaterThan(before + 0.5)

      await shortcut(page, 'music').click()
      await expect(dialog.getByText('Second Wind').first()).toBeVisible()
      await previous.click()
      await expect(dialog.getByText('First Light').first()).toBeVisible()
      await dialog.getByRole('button', { name: t('music.pause') }).click()
      await expect(dialog.getByRole('button', { name: t('music.play') })).toBeVisible()
      expect(await page.locator('audio').evaluate((a: HTMLAudioElement) => a.paused)).toBe(true)

      await dialog.getByRole('button', { name: t('music.play') }).click()
      await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.paused)).toBe(false)
      await close(dialog).click()
      expect(await page.locator('audio').evaluate((a: HTMLAudioElement) => a.paused)).toBe(true)
      await shortcut(page, 'music').click()
      await expect(dialog.getByText(t('music.nothing'))).toBeVisible()
    })

    await test.step('seeks with the progress bar', async () => {
      await dialog.getByRole('button', { name: t('music.play') }).click()
      const slider = dialog.getByRole('slider', { name: t('music.progress') })
      await expect(slider).toBeEnabled()
      await slider.fill('5')
      await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(5)
    })
    expect(problems).toEqual([])
  })
})

test.describe('weather', () => {
  // The second step starts where the first ends: the panel open and empty.
  test('shows a card per day, in °C, keeps it while minimized, forgets it on close, and shows Loading while the provider is slow, then only the latest answer', async ({ page, problems }) => {
    // Two tests' worth of steps: three times a test's usual time.
    test.slow()
    await openHome(page)
    const dialog = await openTool(page, 'weather')
    await test.step('a card per day, in °C, kept while minimized and forgotten on close', async () => {
      await searchWeather(dialog, 'Lisboa')
      await expect(dialog.getByRole('heading', { name: t('weather.forecast', { place: 'Lisboa, Portugal' }) })).toBeVisible()
      const cards = dialog.getByRole('article')
      await expect(cards).toHaveCount(5)
      await expect(cards.first()).toContainText('Saturday, November 21')
      await expect(cards.first()).toContainText('Clear')
      await expect(cards.first()).toContainText('15.00 °C') // 59 °F
      await expect(cards.first()).toContainText('07:31')
      await expect(cards.first()).toContainText('17:19')
      await expect(cards.nth(4).locator('[data-icon]')).toHaveAttribute('data-icon', 'volcanic-ash') // drawn by the fallback icon
      await expectNoAxeViolations(page)

      await minimize(dialog).click()
      await shortcut(page, 'weather').click()
      await expect(cards).toHaveCount(5)
      await close(dialog).click()
      await shortcut(page, 'weather').click()
      await expect(cards).toHaveCount(0)
      await expect(dialog.getByRole('searchbox', { name: t('weather.search') })).toHaveValue('')
    })

    await test.step('Loading while the provider is slow, and only the latest answer', async () => {
      // The newer search wins, and cancels the slow one: its answer can never show.
      await expectASlowSearchCancelled(page, dialog, '/Slow', 'Lisboa', t('weather.forecast', { place: 'Lisboa, Portugal' }))
      await expect(dialog.getByRole('article')).toHaveCount(5)
    })
    expect(problems).toEqual([])
  })

  // One search after another in the same panel: no two in a row give the
  // same message, so that each message shown is the answer to its own
  // search. The failures show on the console: no `problems` here.
  test('explains each way the provider fails, and gives up on one that never answers', { tag: '@one-size' }, async ({ page }) => {
    // Two tests' worth of steps: three times a test's usual time.
    test.slow()
    // The page's clock, which the last search moves.
    await page.clock.install()
    await openHome(page)
    const dialog = await openTool(page, 'weather')
    for (const [place, key] of [
      ['Boom', 'weather.failed'],
      ['Nowhere', 'weather.badPlace'],
      ['Garbage', 'weather.failed'],
      ['BadKey', 'weather.badKey'],
      ['NoDays', 'weather.failed'],
      ['Quota', 'weather.quota'],
      ['Down', 'weather.network'],
    ]) {
      await test.step(`the provider answers "${place}"`, async () => {
        await searchWeather(dialog, place!)
        await expect(dialog.getByRole('status')).toHaveText(t(key!))
        await expect(dialog.getByRole('article')).toHaveCount(0)
      })
    }

    await test.step('the provider never answers', async () => {
      // The page's clock stops, so that only the test moves it: on a busy
      // machine a second of the real kind could pass before the first jump.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
      await searchWeather(dialog, 'Hang')
      await expect(dialog.getByRole('status')).toHaveText(t('weather.loading'))
      await page.clock.fastForward(9_000)
      await expect(dialog.getByRole('status')).toHaveText(t('weather.loading'))
      await page.clock.fastForward(1_000) // 10 s in all
      await expect(dialog.getByRole('status')).toHaveText(t('weather.timeout'))
    })
  })
})

test.describe('maths', () => {
  const fill = async (dialog: Locator, values: Record<string, number>) => {
    for (const [name, value] of Object.entries(values)) await dialog.getByLabel(name, { exact: true }).fill(String(value))
  }
  const choose = async (page: Page, dialog: Locator, calculator: string, isMobile: boolean) => {
    if (isMobile) await dialog.getByRole('button', { name: t('maths.calculators') }).click()
    await page.getByRole('button', { name: t(`maths.${calculator}`) }).click()
  }

  // One calculator after another in the same panel, a step each: the first
  // ends with the panel as it opens, the second with the quadratic's empty.
  test('solves a quadratic, keeps it while minimized, resets on close; says when there is no real solution; solves systems of two and three equations', async ({ page, problems, isMobile }) => {
    // Three tests' worth of steps: three times a test's usual time.
    test.slow()
    await openHome(page)
    const dialog = await openTool(page, 'mathApp')
    await test.step('solves a quadratic, keeps it while minimized and resets on close', async () => {
      await expect(dialog.getByText(t('maths.intro'))).toBeVisible()
      await choose(page, dialog, 'quadratic', isMobile)
      const calculate = dialog.getByRole('button', { name: t('maths.calculate') })
      await fill(dialog, { a: 0, b: -3, c: 2 })
      await expect(calculate).toHaveCount(0) // a must not be 0
      await fill(dialog, { a: 2, b: -8, c: 6 })
      await expect(dialog.getByRole('status')).toBeEmpty()
      await calculate.click()
      const result = dialog.getByRole('status')
      await expect(result).toContainText('Δ =16')
      await expect(result).toContainText('x1 =3')
      await expect(result).toContainText('x2 =1')
      await expectNoAxeViolations(page)

      await minimize(dialog).click()
      await shortcut(page, 'mathApp').click()
      await expect(dialog.getByRole('status')).toContainText('x1 =3')
      await close(dialog).click()
      await shortcut(page, 'mathApp').click()
      await expect(dialog.getByText(t('maths.intro'))).toBeVisible()
    })

    await test.step('says when there is no real solution, and Clean all empties everything', async () => {
      await choose(page, dialog, 'quadratic', isMobile)
      await fill(dialog, { a: 1, b: 0, c: 1 })
      await dialog.getByRole('button', { name: t('maths.calculate') }).click()
      await expect(dialog.getByRole('status')).toContainText(t('maths.noRealSolution'))
      await dialog.getByRole('button', { name: t('maths.clean') }).click()
      await expect(dialog.getByLabel('a', { exact: true })).toHaveValue('')
      await expect(dialog.getByRole('status')).toBeEmpty()
    })

    await test.step('solves systems of two and three equations, and names the cases without one answer', async () => {
      await choose(page, dialog, 'system2', isMobile)
      await fill(dialog, { a1: 2, b1: 1, c1: 5, a2: 1, b2: -1, c2: 1 })
      await dialog.getByRole('button', { name: t('maths.calculate') }).click()
      await expect(dialog.getByRole('status')).toContainText('x =2')
      await expect(dialog.getByRole('status')).toContainText('y =1')
      await fill(dialog, { a1: 1, b1: 1, c1: 1, a2: 2, b2: 2, c2: 3 })
      await dialog.getByRole('button', { name: t('maths.calculate') }).click()
      await expect(dialog.getByRole('status')).toContainText(t('maths.noSolution'))
      await fill(dialog, { c2: 2 })
      await dialog.getByRole('button', { name: t('maths.calculate') }).click()
      await expect(dialog.getByRole('status')).toContainText(t('maths.indeterminate'))

      await choose(page, dialog, 'system3', isMobile)
      await fill(dialog, { a1: 1, b1: 1, c1: 1, d1: 6, a2: 0, b2: 2, c2: 5, d2: -4, a3: 2, b3: 5, c3: -1, d3: 27 })
      await dialog.getByRole('button', { name: t('maths.calculate') }).click()
      for (const text of ['d =-21', 'x =5', 'y =3', 'z =-2']) await expect(dialog.getByRole('status')).toContainText(text)
    })
    expect(problems).toEqual([])
  })
})
