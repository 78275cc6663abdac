import { expect, test, type Page } from '@playwright/test'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectNoAxeViolations } from './fixtures'
import { serveACopy } from './served-copy'

// Editing on the page: `portgen serve` on a copy of the starter content
// and of the theme, as serve.spec.ts runs it; the owner edits texts where
// they read them, and the tests read the files back.
const port = Number(process.env.E2E_EDIT_PORT ?? 4192)
const url = `http://127.0.0.1:${port}`
const shots = process.env.E2E_EDIT_SHOTS

/** A wait that spans a save's rebuild (see serve.spec.ts). */
const rebuild = { timeout: 15_000 }

test.describe.configure({ mode: 'serial' })

const copy = serveACopy('edit', port)

/** A content file of the copy: its path, its bytes now, and the lines that differ from those. */
function contentFile(rel: string) {
  const file = join(copy.dir, 'content', rel)
  const before = readFileSync(file, 'utf8')
  return {
    file,
    before,
    changedLines() {
      const [a, b] = [before.split('\n'), readFileSync(file, 'utf8').split('\n')]
      if (a.length !== b.length) return [`${a.length} lines became ${b.length}`]
      return b.flatMap((line, i) => (line === a[i] ? [] : [`${a[i]} → ${line}`]))
    },
    restore: () => writeFileSync(file, before),
  }
}

/** Marks the page: a reload or a navigation clears the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true))
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed === true)

/**
 * Opens a page and turns editing on: the editor gives the app its marked
 * data once the app has taken the page over, whichever comes first.
 */
async function editing(page: Page, path: string, name = 'Edit page') {
  await page.goto(`${url}${path}`)
  const toggle = page.getByRole('switch', { name })
  // It stays on from one page to the next.
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(page.locator('[data-portgen-edit]').first()).toBeAttached()
  await mark(page)
}

/** The editor's field, once open. */
const field = (page: Page) => page.locator('portgen-edit').locator('input, textarea')

test('the switch is named in the page’s language, and Alt+Shift+E turns it on and off', async ({ page }) => {
  await page.goto(`${url}/pt/`)
  const toggle = page.getByRole('switch', { name: 'Editar página' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(toggle).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+E')
  await page.goto(`${url}/`)
  const english = page.getByRole('switch', { name: 'Edit page' })
  await expect(english).toBeVisible()
  await page.keyboard.press('Alt+Shift+E')
  await expect(english).toHaveAttribute('aria-checked', 'true')
  await expect(page.locator('[data-portgen-edit]').first()).toBeAttached()
  await page.keyboard.press('Alt+Shift+E')
  await expect(english).toHaveAttribute('aria-checked', 'false')
  await expect(page.locator('[data-portgen-edit]')).toHaveCount(0)
})

test('a project title edited in en, then in pt, changes one line of its file, and the page in place', async ({ page }) => {
  const bookstore = contentFile('projects/bookstore.yaml')
  await editing(page, '/apps/bookstore/')
  const title = page.getByRole('dialog').getByRole('heading', { name: 'Bookstore' })
  await title.click()
  await expect(field(page)).toHaveValue('Bookstore')
  await field(page).fill('Bookstore: the app')
  await field(page).press('Enter')
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Bookstore: the app' })).toBeVisible(rebuild)
  await expect(field(page)).toHaveCount(0, rebuild)
  expect(bookstore.changedLines()).toEqual(["  en: Bookstore →   en: 'Bookstore: the app'"])
  expect(await stayed(page)).toBe(true)

  const afterEnglish = contentFile('projects/bookstore.yaml')
  await editing(page, '/pt/apps/bookstore/', 'Editar página')
  await page.getByRole('dialog').getByRole('heading', { name: 'Livraria' }).click()
  await field(page).fill('Livraria online')
  await field(page).press('Enter')
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Livraria online' })).toBeVisible(rebuild)
  expect(afterEnglish.changedLines()).toEqual(['  pt: Livraria →   pt: Livraria online'])
  expect(await stayed(page)).toBe(true)
  bookstore.restore()
})

test('a paragraph is edited as written, with its markup, and saved with Ctrl+Enter', async ({ page }) => {
  const bookstore = contentFile('projects/bookstore.yaml')
  await editing(page, '/apps/bookstore/')
  await page.getByRole('dialog').getByText(/small bookstore API/).click()
  await expect(field(page)).toHaveValue(/with `fetch` and Redux thunks/)
  await field(page).press('End')
  await field(page).pressSequentially(' It loads `fast`.')
  await field(page).press('Control+Enter')
  const paragraph = page.getByRole('dialog').getByText(/It loads/)
  await expect(paragraph.locator('code', { hasText: 'fast' })).toBeVisible(rebuild)
  await expect(paragraph.locator('code', { hasText: 'fetch' })).toBeVisible()
  expect(readFileSync(bookstore.file, 'utf8')).toContain('It loads `fast`.')
  expect(await stayed(page)).toBe(true)
  bookstore.restore()
})

test('Escape cancels: the page shows its text again and nothing is sent', async ({ page }) => {
  const bookstore = contentFile('projects/bookstore.yaml')
  await editing(page, '/apps/bookstore/')
  const saves: string[] = []
  page.on('request', (r) => r.url().includes('__portgen/edit/save') && saves.push(r.url()))
  const title = page.getByRole('dialog').getByRole('heading', { name: 'Bookstore' })
  await title.click()
  await field(page).fill('Not this')
  await field(page).press('Escape')
  await expect(field(page)).toHaveCount(0)
  await expect(title).toBeVisible()
  expect(saves).toEqual([])
  expect(readFileSync(bookstore.file, 'utf8')).toBe(bookstore.before)
})

test('a file changed on disk since the page was shown is not overwritten: the alert says so, and the text stays', async ({ page }) => {
  const bookstore = contentFile('projects/bookstore.yaml')
  await editing(page, '/apps/bookstore/')
  await page.getByRole('dialog').getByRole('heading', { name: 'Bookstore' }).click()
  const theirs = bookstore.before + '# saved by the owner’s editor\n'
  writeFileSync(bookstore.file, theirs)
  await field(page).fill('Mine')
  await field(page).press('Enter')
  await expect(page.locator('portgen-edit').getByRole('alert')).toContainText(/changed/, rebuild)
  await expect(field(page)).toHaveValue('Mine')
  await expect(field(page)).toBeFocused()
  expect(readFileSync(bookstore.file, 'utf8')).toBe(theirs)
  bookstore.restore()
})

test('a save replayed from another origin, or with no origin, is refused and writes nothing', async ({ page, request, browser }) => {
  const bookstore = contentFile('projects/bookstore.yaml')
  await page.goto(`${url}/apps/`)
  const token = await page.locator('script[data-token]').getAttribute('data-token')
  const build = Number(await page.locator('script[data-token]').getAttribute('data-build'))
  const body = { build, key: 'projects/bookstore/title@en', lang: 'en', text: 'Replayed' }
  // Another local origin: localhost is another site than 127.0.0.1.
  const other = await browser.newPage()
  await other.goto(`http://localhost:${port}/apps/`)
  const status = await other.evaluate(
    async ({ target, token, body }) =>
      (await fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Portgen-Token': token! }, body: JSON.stringify(body) }).catch(() => null))
        ?.status ?? 'blocked',
    { target: `${url}/__portgen/edit/save`, token, body },
  )
  expect([403, 'blocked']).toContain(status)
  const bare = await request.post(`${url}/__portgen/edit/save`, { headers: { 'X-Portgen-Token': token! }, data: body })
  expect(bare.status()).toBe(403)
  expect(readFileSync(bookstore.file, 'utf8')).toBe(bookstore.before)
  await other.close()
})

test('a locale string and a document label are edited in place', async ({ page }) => {
  const locale = contentFile('locales/en.yaml')
  const siteFile = contentFile('site.yaml')
  await editing(page, '/')
  // The texts carry their invisible markers: matched by their start.
  await page.getByRole('heading', { level: 1 }).getByText(/^Welcome/).click()
  await field(page).fill('Hello there')
  await field(page).press('Enter')
  await expect(page.getByRole('heading', { level: 1 }).getByText(/^Hello there/)).toBeVisible(rebuild)
  expect(locale.changedLines()).toEqual(['  greeting: Welcome →   greeting: Hello there'])
  expect(await stayed(page)).toBe(true)
  locale.restore()

  await editing(page, '/docs/')
  await page.getByRole('link', { name: /^Motivation letter/ }).getByText(/^Motivation letter/).click()
  await field(page).fill('Cover letter')
  await field(page).press('Enter')
  await expect(page.getByRole('link', { name: /^Cover letter/ })).toBeVisible(rebuild)
  expect(siteFile.changedLines()).toHaveLength(1)
  expect(await stayed(page)).toBe(true)
  siteFile.restore()
})

test('a résumé entry is edited in place, and only that string’s bytes change in the JSON', async ({ page }) => {
  const resume = contentFile('resume.json')
  await editing(page, '/resume/')
  const before = "Cut the main dashboard's load time from 4 s to under 1 s"
  const after = 'Cut the "main" dashboard’s load time to 0.8 s'
  await page.getByText(/^Cut the main dashboard/).click()
  await expect(field(page)).toHaveValue(before)
  await field(page).fill(after)
  await field(page).press('Enter')
  await expect(page.getByText(/^Cut the "main" dashboard/)).toBeVisible(rebuild)
  await expect(field(page)).toHaveCount(0, rebuild)
  // The string as JSON writes it, its quotes escaped; the rest of the file as it was.
  expect(readFileSync(resume.file, 'utf8')).toBe(resume.before.replace(JSON.stringify(before), JSON.stringify(after)))
  expect(await stayed(page)).toBe(true)
  resume.restore()
})

test('axe finds nothing on a page in edit mode', async ({ page }) => {
  await editing(page, '/apps/bookstore/')
  await expectNoAxeViolations(page)
  if (shots) {
    mkdirSync(shots, { recursive: true })
    await page.screenshot({ path: join(shots, 'edit-desktop.png') })
    await page.getByRole('dialog').getByRole('heading', { name: 'Bookstore' }).click()
    await page.screenshot({ path: join(shots, 'edit-desktop-editing.png') })
    await field(page).press('Escape')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: join(shots, 'edit-phone.png') })
    await page.getByRole('dialog').getByText(/small bookstore API/).click()
    await page.screenshot({ path: join(shots, 'edit-phone-editing.png') })
  }
})
