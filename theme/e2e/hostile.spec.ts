import type { Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { sep } from 'node:path'
import { parse } from 'yaml'
import { expect, test } from './fixtures'

// The site of e2e/.hostile (go run ./internal/e2esite -hostile): every text
// the owner writes, and every interface string, ends with markup that would
// set window.__pwned if the site let the browser read it as HTML or code. The
// fixture's page also fails on any CSP violation, console error or
// uncaught exception.

const read = (file: string) => parse(readFileSync(new URL(`.hostile/${file}`, import.meta.url), 'utf8'))
const site = read('site.yaml')
const bookstore = read('projects/bookstore.yaml')
const resume = read('resume.yaml')
const locales: Record<string, Record<string, unknown>> = {}
const owner: string = site.owner.name

/** An interface string of the hostile site, its {{name}} filled in. */
function t(key: string, language = 'en'): string {
  locales[language] ??= read(`locales/${language}.yaml`)
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locales[language])
  if (typeof value !== 'string') throw new Error(`no string ${key} in ${language}`)
  return value.replace(/{{\s*name\s*}}/g, owner)
}

/** A text of the owner's as the light markup shows it: a link's label, no asterisks or backticks. */
const rendered = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/[*`]/g, '')

/** Nothing the texts held became an element, and no script of theirs ran. */
async function nothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), 'a payload ran').toBeUndefined()
  const injected = page.locator(
    'iframe, img[src="x"], [onerror], [onload], [onmouseover], a[href^="javascript:"], ' +
      'script:not([type="module"]):not([type="application/json"]):not([type="application/ld+json"])',
  )
  await expect(injected).toHaveCount(0)
}

test('every text shows literally on every screen, and nothing it holds runs', async ({ page, problems }) => {
  await page.goto('./')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(owner)
  expect(await page.title()).toBe(t('pages.home.title'))
  await expect(page.getByRole('button', { name: t('tools.editor'), exact: true })).toBeVisible()
  await nothingInjected(page)

  await page.goto('./apps/')
  await expect(page.getByRole('heading', { level: 1, name: t('projects.title') })).toBeVisible()
  await expect(page.getByRole('link', { name: bookstore.title })).toBeVisible()
  await page.getByRole('searchbox').fill(bookstore.title.slice(0, 20))
  await expect(page.getByRole('link', { name: bookstore.title })).toBeVisible()
  await nothingInjected(page)

  await page.goto('./apps/bookstore/')
  const popup = page.getByRole('dialog', { name: bookstore.title })
  await expect(popup).toBeVisible()
  for (const tech of bookstore.tech as string[]) await expect(popup.getByText(tech, { exact: true })).toBeVisible()
  // Each paragraph, payload and all, reads as its light markup renders it.
  // Which payload a text gets depends on how many texts come before it.
  for (const paragraph of bookstore.content as string[]) await expect(popup).toContainText(rendered(paragraph))
  await expect(popup.getByRole('strong').first()).toHaveText('Bookstore') // the light markup still works
  const [, label, href] = (bookstore.content as string[]).join(' ').match(/\[([^\]]+)\]\(([^)]+)\)/)!
  await expect(popup.getByRole('link', { name: label })).toHaveAttribute('href', href!)
  await nothingInjected(page)

  await page.goto('./about/')
  await expect(page.getByRole('heading', { level: 1, name: t('about.title') })).toBeVisible()
  for (const skill of (site.skills as string[]).slice(0, 3)) await expect(page.getByText(skill, { exact: true })).toBeVisible()
  await nothingInjected(page)

  await page.goto('./docs/')
  for (const doc of site.documents as { label: { en: string } }[]) await expect(page.getByRole('link', { name: doc.label.en })).toBeVisible()
  await nothingInjected(page)

  // The résumé (resume.yaml): its texts, and the page's JSON-LD that holds some of them.
  await page.goto('./resume/')
  await expect(page.getByRole('heading', { level: 1, name: resume.basics.name })).toBeVisible()
  for (const text of [resume.basics.label, resume.basics.summary, resume.work[0].position, resume.work[0].highlights[0], resume.skills[0].name, resume.projects[0].entity]) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible()
  }
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(person.jobTitle).toBe(resume.basics.label)
  await nothingInjected(page)

  await page.goto('./setting/')
  await expect(page.getByText((site.wallpapers[0].name as { en: string }).en, { exact: true })).toBeVisible()
  for (const language of ['pt', 'fr']) {
    await page.getByRole('combobox').selectOption(language)
    await expect(page).toHaveURL(`./${language}/setting/`)
    await expect(page.getByRole('heading', { level: 1, name: t('settings.title', language) })).toBeVisible()
    await nothingInjected(page)
  }
  expect(problems).toEqual([])
})

test('the tools show the texts literally, and nothing they hold runs', async ({ page, problems }) => {
  await page.goto('./')
  for (const tool of ['editor', 'weather', 'music', 'mathApp']) {
    await page.getByRole('button', { name: t(`tools.${tool}`), exact: true }).click()
    const dialog = page.getByRole('dialog', { name: t(`tools.${tool}`) })
    await expect(dialog).toBeVisible()
    if (tool === 'music') await expect(dialog.getByText(site.tracks[1].title as string).first()).toBeVisible()
    await nothingInjected(page)
    await dialog.getByRole('button', { name: t('tools.minimize') }).click()
  }
  expect(problems).toEqual([])
})

// Each file portgen copied from the content, opened at its own address as a
// link or a crafted URL would open it: an SVG icon and a PDF hold payloads
// as text, and nothing runs; and the résumé's PDFs that portgen made from
// the poisoned texts, one a language. Raster images are opened in their
// smallest size only: a browser decodes them as pictures, whatever they hold.
test('every file copied from the content or made from it, opened at its own address, runs nothing', async ({ page }) => {
  const dist = new URL('../../.e2e/hostile/', import.meta.url)
  const files = readdirSync(new URL('assets/', dist), { recursive: true, encoding: 'utf8' })
    .map((f) => `assets/${f.split(sep).join('/')}`)
    .filter((f) => /\.(svg|pdf|wav|mp3|ogg|m4a|webm|flac)$/.test(f) || /-320w\.(png|jpg|webp)$/.test(f))
  // The content's SVG icon; beside it, the theme's own brands' marks (shared/ui/social-brands.svg).
  expect(files.filter((f) => f.endsWith('.svg') && !/^assets\/social-brands-\w+\.svg$/.test(f))).toHaveLength(1)
  expect(files.filter((f) => f.endsWith('.pdf') && f.startsWith('assets/documents/'))).toHaveLength(3)
  expect(files.filter((f) => /^assets\/resume-[0-9a-f]{10}\/[\w-]+-resume-(en|pt|fr)\.pdf$/.test(f))).toHaveLength(3)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  for (const file of files) {
    const response = await page.goto(file)
    expect(response?.status(), file).toBe(200)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), `${file} ran a payload`).toBeUndefined()
  }
  expect(dialogs).toEqual([])
})
