import { devices, expect, test, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// `portgen serve` of the starter with an empty cache folder, as on a new
// machine: it serves its pages before it has encoded any image, and
// encodes each image when the browser first asks for it. Every image the
// pages show loads, on a phone and on a desktop: one server for both (a cold
// start draws every card and makes every PDF again), the phone first, then
// the desktop, whose wider screen asks for other widths of some images.
const repo = fileURLToPath(new URL('../..', import.meta.url))

let dir: string
let serve: ChildProcess
let output = ''
let url: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  const port = Number(process.env.E2E_COLD_PORT ?? 4196)
  url = `http://127.0.0.1:${port}`
  dir = mkdtempSync(join(tmpdir(), 'portgen-serve-cold-'))
  cpSync(join(repo, 'content'), join(dir, 'content'), { recursive: true })
  serve = spawn(
    join(repo, 'bin', 'portgen'),
    ['serve', '--content', join(dir, 'content'), '--theme', join(repo, 'theme'), '--cache-dir', join(dir, 'cache'), '--port', String(port)],
    { cwd: dir },
  )
  serve.stdout?.on('data', (chunk) => (output += chunk))
  serve.stderr?.on('data', (chunk) => (output += chunk))
  await expect.poll(() => output, { timeout: 60_000 }).toContain('Serving at')
  expect(output).toContain('encoded when first asked for')
})

test.afterAll(async () => {
  serve.kill('SIGINT')
  await new Promise((resolve) => serve.once('exit', resolve))
  rmSync(dir, { recursive: true, force: true })
})

/** Fails the test on an image that the server does not answer with 200. */
function watchImages(page: Page): string[] {
  const failed: string[] = []
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image' && res.status() !== 200) failed.push(`${res.status()} ${res.url()}`)
  })
  page.on('requestfailed', (req) => {
    if (req.resourceType() === 'image') failed.push(`${req.failure()?.errorText} ${req.url()}`)
  })
  return failed
}

/** Waits until every image the page shows, or will show without scrolling, has loaded, and returns how many. */
async function everyImageLoaded(page: Page): Promise<number> {
  const notLoaded = () =>
    page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight)
        .filter((img) => !(img.complete && img.naturalWidth > 0))
        .map((img) => img.currentSrc || img.src),
    )
  await expect.poll(notLoaded, { timeout: 30_000 }).toEqual([])
  return page.evaluate(() => Array.from(document.images).filter((img) => img.naturalWidth > 0).length)
}

/** The home screen, the list and a project: every image each shows loads. */
async function expectEveryImageShown(page: Page) {
  const failed = watchImages(page)
  await page.goto(`${url}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await everyImageLoaded(page)).toBeGreaterThan(0) // the wallpaper

  await page.goto(`${url}/apps/`)
  await expect(page.getByRole('list').first().getByRole('link').first()).toBeVisible()
  await everyImageLoaded(page)

  await page.goto(`${url}/apps/bookstore/`)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('img').first()).toBeVisible()
  expect(await everyImageLoaded(page)).toBeGreaterThan(1) // the wallpaper and a screenshot
  expect(failed).toEqual([])
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: devices['Pixel 7'].userAgent })

  test('the home screen, the list and a project show every image, each encoded when first asked for', async ({ page }) => {
    await expectEveryImageShown(page)
  })
})

test('on a desktop, the home screen, the list and a project show every image, each encoded when first asked for', async ({ page }) => {
  await expectEveryImageShown(page)
})
