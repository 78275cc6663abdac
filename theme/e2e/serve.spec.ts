import { expect, test, type Page } from '@playwright/test'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseDocument } from 'yaml'
import { followReact } from './fixtures'
import { serveACopy } from './served-copy'

// `portgen serve` on a copy of the starter content and of the theme, which
// the tests edit as an owner would.
const port = Number(process.env.E2E_SERVE_PORT ?? 4190)
const url = `http://127.0.0.1:${port}`

/**
 * How long a wait that spans a rebuild may take: a save's rebuild and the
 * page's reload have taken, on CI's two loaded cores, over the 5 s that a
 * visitor's wait is given elsewhere.
 */
const rebuild = { timeout: 15_000 }

test.describe.configure({ mode: 'serial' })

const copy = serveACopy('serve', port)

/** The first project file of the copy, and a function that rewrites its title. */
function firstProject() {
  const file = join(copy.dir, 'content', 'projects', readdirSync(join(copy.dir, 'content', 'projects')).sort()[0])
  const original = readFileSync(file, 'utf8')
  return {
    file,
    slug: basename(file, '.yaml'),
    original,
    retitle(title: string) {
      const doc = parseDocument(original)
      doc.set('title', title)
      writeFileSync(file, doc.toString())
    },
  }
}

test('an edited project title shows in the open page without a manual reload', async ({ page }) => {
  await page.goto(`${url}/apps/`)
  await expect(page.locator('a[data-slug]').first()).toBeVisible()
  const project = firstProject()
  project.retitle('Renamed by the test')
  await expect(page.getByRole('link', { name: 'Renamed by the test' })).toBeVisible(rebuild)
  writeFileSync(project.file, project.original)
})

/** Marks the page: a reload clears the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true))
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true)

test('a save updates the pages that show what changed, in place where only their data changed, and leaves the others as they are', async ({ context }) => {
  const about = await context.newPage()
  await about.goto(`${url}/about/`)
  await expect(about.getByRole('heading', { level: 2 })).toBeVisible()
  await mark(about)
  // The list takes a saved project in once its app runs: a save before the
  // app has taken the page over reloads it, as nothing would take it in.
  const apps = await context.newPage()
  const appsReact = await followReact(apps)
  await apps.goto(`${url}/apps/`)
  await expect(apps.locator('a[data-slug]').first()).toBeVisible()
  await appsReact.settled()
  await mark(apps)
  const project = firstProject()
  const own = await context.newPage()
  const ownReact = await followReact(own)
  await own.goto(`${url}/apps/${project.slug}/`)
  await expect(own.getByRole('dialog')).toBeVisible()
  await ownReact.settled()
  await mark(own)

  project.retitle('Saved in place')
  // Every page was told of the rebuild at once: by the time the list shows
  // the title, About has had its event. The list and the project's page
  // took the projects in.
  await expect(apps.getByRole('link', { name: 'Saved in place' })).toBeVisible(rebuild)
  expect(await notReloaded(apps)).toBe(true)
  expect(await notReloaded(about)).toBe(true)
  await expect(own.getByRole('dialog', { name: 'Saved in place' })).toBeVisible(rebuild)
  await expect(own).toHaveTitle(/^Saved in place/)
  expect(await notReloaded(own)).toBe(true)
  writeFileSync(project.file, project.original)
  await expect(apps.getByRole('link', { name: 'Saved in place' })).toHaveCount(0, rebuild)
  await expect(own.getByRole('dialog', { name: 'Saved in place' })).toHaveCount(0, rebuild)
  expect(await notReloaded(own)).toBe(true)
})

test('a saved post shows in place, its new title in the list and its own page too, and a draft shows with its Draft badge', async ({ context }) => {
  const posts = join(copy.dir, 'content', 'posts')
  mkdirSync(posts, { recursive: true })
  const file = join(posts, 'served-post.md')
  // With code, whose Copy button says that the app has taken the page over
  // (followReact's settled cannot: React owns none of the body's HTML).
  const post = (title: string, words: string) =>
    `---\ntitle: ${title}\ndate: 2026-01-05\nsummary: A post the test writes.\n---\n${words}\n\n\`\`\`go\nfunc main() {}\n\`\`\`\n`
  writeFileSync(file, post('Served post', 'The first words.'))
  writeFileSync(join(posts, 'a-draft.md'), '---\ntitle: A draft\ndate: 2026-01-06\ndraft: true\n---\nNot yet.\n')
  const list = await context.newPage()
  await expect.poll(async () => (await list.request.get(`${url}/blog/served-post/`)).status(), rebuild).toBe(200)
  const listReact = await followReact(list)
  await list.goto(`${url}/blog/`)
  const draft = list.getByRole('listitem').filter({ has: list.getByRole('heading', { name: 'A draft' }) })
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible()
  await listReact.settled()
  await mark(list)
  const own = await context.newPage()
  await own.goto(`${url}/blog/served-post/`)
  await expect(own.getByText('The first words.')).toBeVisible()
  await expect(own.getByRole('button', { name: 'Copy' })).toBeVisible(rebuild)
  await mark(own)

  writeFileSync(file, post('Served post', 'The saved words.'))
  await expect(own.getByText('The saved words.')).toBeVisible(rebuild)
  expect(await notReloaded(own)).toBe(true)
  expect(await notReloaded(list)).toBe(true)
  // A new title: the list takes it in, and the post's own page, its head too (its title, link preview and JSON-LD).
  writeFileSync(file, post('Served and saved', 'The saved words.'))
  await expect(list.getByRole('link', { name: 'Served and saved' })).toBeVisible(rebuild)
  expect(await notReloaded(list)).toBe(true)
  await expect(own.getByRole('heading', { level: 1, name: 'Served and saved' })).toBeVisible(rebuild)
  await expect.poll(() => own.locator('script[type="application/ld+json"]').textContent()).toContain('"headline":"Served and saved"')
  await expect(own).toHaveTitle(/^Served and saved/)
  expect(await notReloaded(own)).toBe(true)
  rmSync(posts, { recursive: true })
})

test("a project's own page takes its saved title, text, technologies and screenshots in place, its head too, and keeps focus and scroll", async ({ page }) => {
  // A short window, so that the popup scrolls.
  await page.setViewportSize({ width: 1280, height: 420 })
  const react = await followReact(page)
  const project = firstProject()
  await page.goto(`${url}/apps/${project.slug}/`)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await react.settled()
  await mark(page)
  const source = dialog.getByRole('link', { name: /^Source/ })
  await source.focus()
  const scrolled = () =>
    dialog.evaluate((el) => [el, ...el.querySelectorAll('*')].filter((e) => e.scrollTop > 0).map((e) => [e.className, e.scrollTop] as const))
  await dialog.evaluate((el) => {
    const scroller = [el, ...el.querySelectorAll('*')].find((e) => e.scrollHeight > e.clientHeight + 40 && getComputedStyle(e).overflowY !== 'visible')
    if (!scroller) throw new Error('nothing in the popup scrolls')
    scroller.scrollTop = 40
  })
  const scrollBefore = await scrolled()
  const cardBefore = (await page.locator('head meta[property="og:image"]').getAttribute('content'))!
  // Its first screenshot goes, its second comes first, and a new one follows.
  const images = parseDocument(project.original).toJS().images as string[]
  const added = images[0]!.replace(/[^/]+$/, 'added-by-the-test.jpg')
  cpSync(join(copy.dir, 'content', images[0]!), join(copy.dir, 'content', added))
  const doc = parseDocument(project.original)
  doc.set('title', 'A title saved in place')
  doc.set('content', ['A paragraph saved in place.'])
  doc.set('tech', ['Go', 'Zig'])
  doc.set('images', [images[1], added])
  writeFileSync(project.file, doc.toString())
  try {
    await expect(page.getByRole('dialog', { name: 'A title saved in place' })).toBeVisible(rebuild)
    await expect(dialog.getByText('A paragraph saved in place.')).toBeVisible()
    await expect(dialog.getByRole('listitem').filter({ hasText: /^Zig$/ })).toBeVisible()
    await expect(page).toHaveTitle('A title saved in place · Projects by Your Name')
    const head = page.locator('head')
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', 'A paragraph saved in place.')
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'A title saved in place · Projects by Your Name')
    // The popup shows the screenshot that is now the first, and the
    // preload names it; the link preview is the page's card, drawn again
    // (when first asked for) with the new title.
    const first = new RegExp(`/assets/${images[1]!.replace(/\.\w+$/, '')}\\.`)
    await expect(dialog.getByRole('img', { name: /screenshot 1 of 2/ })).toHaveAttribute('src', first)
    await expect(head.locator('meta[property="og:image"]')).not.toHaveAttribute('content', cardBefore)
    const card = await head.locator('meta[property="og:image"]').getAttribute('content')
    expect(card).toMatch(new RegExp(`/assets/cards/apps/${project.slug}\\.\\w+\\.jpg$`))
    const drawn = await page.request.get(card!)
    expect(drawn.headers()['content-type']).toBe('image/jpeg')
    await expect(head.locator('link[rel="preload"][as="image"]')).toHaveAttribute('href', first)
    await expect(source).toBeFocused()
    expect(await scrolled()).toEqual(scrollBefore)
    expect(await notReloaded(page)).toBe(true)
  } finally {
    writeFileSync(project.file, project.original)
  }
  await expect(page.getByRole('dialog', { name: 'A title saved in place' })).toHaveCount(0, rebuild)
  rmSync(join(copy.dir, 'content', added))
})

test("a save that a project's page cannot take in reloads it", async ({ page }) => {
  const react = await followReact(page)
  const project = firstProject()
  await page.goto(`${url}/apps/${project.slug}/`)
  await expect(page.getByRole('dialog')).toBeVisible()
  await react.settled()
  await mark(page)
  // A component of the popup saved: the page's scripts change, which it
  // does not take in. (A locale string, which it once did not, it now does.)
  const popup = join(copy.dir, 'theme', 'src', 'features', 'projects', 'ProjectPopup.tsx')
  const original = readFileSync(popup, 'utf8')
  const links = "<h3 className={controls.label}>{t('projects.links')}</h3>"
  writeFileSync(popup, original.replace(links, links.replace('<h3 ', '<h3 data-saved="by the test" ')))
  const saved = page.locator('[data-saved="by the test"]')
  try {
    await expect(saved).toHaveCount(1, rebuild)
    expect(await notReloaded(page)).toBe(false)
    await expect(page.getByRole('dialog')).toBeVisible()
  } finally {
    writeFileSync(popup, original)
  }
  await expect(saved).toHaveCount(0, rebuild)
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('a broken file shows an overlay with its path and line, and fixing it brings the site back', async ({ page }) => {
  const violations: string[] = []
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(e.violatedDirective)),
  )
  await page.goto(`${url}/apps/`)
  const project = firstProject()
  const broken = project.original.replace(/^tech: .*$/m, 'tech: [Unclosed')
  const line = broken.split('\n').findIndex((l) => l.startsWith('tech: [')) + 1
  writeFileSync(project.file, broken)
  const overlay = page.locator('portgen-problems')
  await expect(overlay).toBeVisible(rebuild)
  await expect(overlay.getByText(new RegExp(`content/projects/[\\w-]+\\.yaml:${line}:7$`))).toBeVisible()
  await expect(overlay.getByText('hint:', { exact: false })).toBeVisible()
  // Styled within the pages' CSP, which forbids inline <style>.
  await expect(overlay).toHaveCSS('position', 'fixed')
  expect(violations).toEqual([])
  // The last good site is still served underneath.
  expect((await page.request.get(`${url}/apps/`)).status()).toBe(200)

  writeFileSync(project.file, project.original)
  await expect(overlay).toHaveCount(0, rebuild)
  await expect(page.locator('a[data-slug]').first()).toBeVisible()
})

test('a component that throws on its page shows an overlay at the line that threw, and fixing it brings the page back', async ({ page }) => {
  const file = join(copy.dir, 'theme', 'src', 'features', 'about', 'AboutRoute.tsx')
  const original = readFileSync(file, 'utf8')
  const opening = 'export default function AboutRoute() {\n'
  expect(original).toContain(opening)
  const line = original.slice(0, original.indexOf(opening)).split('\n').length + 1
  await page.goto(`${url}/about/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  writeFileSync(file, original.replace(opening, `${opening}  if (typeof document === 'undefined') throw new TypeError('no about here')\n`))
  try {
    // The page reloads with the new theme; the prerenderer, which has no document, throws.
    const overlay = page.locator('portgen-problems')
    await expect(overlay).toBeVisible(rebuild)
    await expect(overlay.getByText(new RegExp(`theme/src/features/about/AboutRoute\\.tsx:${line}:\\d+$`))).toBeVisible()
    await expect(overlay.getByText('the page /about/ does not render: TypeError: no about here')).toBeVisible()
    await expect(overlay.getByRole('heading', { name: /this page is not prerendered/ })).toBeVisible()
    expect(copy.output).toContain('the page /about/ does not render')
  } finally {
    writeFileSync(file, original)
  }
  await expect(page.locator('portgen-problems')).toHaveCount(0, rebuild)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a CSS edit applies without a reload, and clears the problems of a broken stylesheet it fixes', async ({ page }) => {
  await page.goto(url)
  const greeting = page.locator('h1 span').first()
  await expect(greeting).toBeVisible()
  const before = await greeting.evaluate((el) => getComputedStyle(el).color)
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  const css = join(copy.dir, 'theme', 'src', 'app', 'global.css')
  const original = readFileSync(css, 'utf8')
  try {
    writeFileSync(css, `@import './no-such-file.css';\n${original}`)
    const overlay = page.locator('portgen-problems')
    await expect(overlay).toBeVisible(rebuild)
    writeFileSync(css, original.replaceAll(/--accent: [^;]+;/g, '--accent: #ff00aa;')) // in each scheme
    await expect.poll(() => greeting.evaluate((el) => getComputedStyle(el).color), rebuild).toBe('rgb(255, 0, 170)')
    await expect(overlay).toHaveCount(0)
    expect(before).not.toBe('rgb(255, 0, 170)')
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  } finally {
    writeFileSync(css, original)
  }
})

test('colours set in site.yaml reach every screen, a lazy tool included', async ({ page }) => {
  const file = join(copy.dir, 'content', 'site.yaml')
  const original = readFileSync(file, 'utf8')
  const doc = parseDocument(original)
  doc.set('colors', doc.createNode({ accent: '#b8401f', accentDark: '#ff7a59', background: '#101820' }))
  writeFileSync(file, doc.toString())
  try {
    // The page may load before the rebuild that the edit started, and
    // reload itself once it is done: the locator's assertion waits across
    // that reload, as a visitor would.
    await page.goto(url)
    // The home screen stands on the wallpaper in the dark scheme: its accent is accentDark.
    const greeting = page.locator('h1 span').first()
    await expect(greeting).toHaveCSS('color', 'rgb(255, 122, 89)', rebuild)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(16, 24, 32)')
    for (const meta of await page.locator('meta[name="theme-color"]').all()) await expect(meta).toHaveAttribute('content', '#101820')
    // Maths is a lazy chunk whose CSS is linked after the site's colours:
    // the accent of the light scheme, and of the dark one.
    await page.goto(`${url}/?tool=maths`)
    const quadratic = page.getByRole('dialog').getByRole('button', { name: 'Quadratic equation' })
    await quadratic.click()
    await expect(quadratic).toHaveCSS('background-color', 'rgb(184, 64, 31)')
    await expect(quadratic).toHaveCSS('color', 'rgb(255, 255, 255)')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(quadratic).toHaveCSS('background-color', 'rgb(255, 122, 89)')
    await expect(quadratic).toHaveCSS('color', 'rgb(13, 17, 23)')
  } finally {
    writeFileSync(file, original)
  }
})
