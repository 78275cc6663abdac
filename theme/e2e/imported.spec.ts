import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { expect, t, test } from './fixtures'

// A site made from a forge profile: `portgen new site --from github:AdaL`
// against the fake forges (internal/forgefake, built as bin/forgefake by
// `make e2e-sites`), built with its repositories' facts read from them and
// served by `portgen preview`. It builds with no warning, and its project
// pages show the repository's technologies and links.

const port = Number(process.env.E2E_PORT ?? 4173) + 4
const siteURL = `http://127.0.0.1:${port}/`

let fake: ChildProcess | undefined
let preview: ChildProcess | undefined
let dir = ''
let buildOutput = ''

/** Starts the fake forges and reads the environment that points portgen at them. */
async function startFakeForges(): Promise<Record<string, string>> {
  fake = spawn('../bin/forgefake', { stdio: ['ignore', 'pipe', 'inherit'] })
  const env: Record<string, string> = {}
  for await (const line of createInterface({ input: fake.stdout! })) {
    const [key, value] = line.split('=', 2)
    env[key] = value
    if (Object.keys(env).length === 3) break
  }
  return env
}

/** Runs portgen with args, and gives what it printed; a failure fails the tests. */
function portgen(env: Record<string, string>, ...args: string[]): string {
  const run = spawnSync('../bin/portgen', args, { env: { ...process.env, ...env }, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`portgen ${args.join(' ')}: ${run.stdout}${run.stderr}`)
  return run.stdout + run.stderr
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const forges = await startFakeForges()
  dir = mkdtempSync(join(tmpdir(), 'portgen-imported-'))
  portgen(forges, 'new', 'site', join(dir, 'site'), '--from', 'github:AdaL')
  buildOutput = portgen(forges, 'build', '--content', join(dir, 'site', 'content'), '--theme', '.',
    '--out', join(dir, 'dist'), '--base-url', siteURL, '--cache-dir', '../.e2e/cache')
  preview = spawn('../bin/portgen', ['preview', '--dir', join(dir, 'dist'), '--port', String(port)], { stdio: 'ignore' })
  await expect.poll(async () => (await fetch(siteURL).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(200)
})

test.afterAll(() => {
  preview?.kill()
  fake?.kill()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test('a site made from a profile builds with no warning', () => {
  expect(buildOutput).toContain('Built ')
  expect(buildOutput).not.toMatch(/warning/i)
})

test('its home screen is the owner\'s', async ({ page }) => {
  await page.goto(siteURL)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada Lovelace')
})

test('a project page shows the repository\'s technologies and links', async ({ page }) => {
  await page.goto(`${siteURL}apps/weather-now/`)
  const dialog = page.getByRole('dialog', { name: 'Weather Now' })
  await expect(dialog).toBeVisible()
  for (const tech of ['TypeScript', 'React', 'Weather', 'PWA']) {
    await expect(dialog.getByText(tech, { exact: true }).first()).toBeVisible()
  }
  const live = dialog.getByRole('link', { name: new RegExp(`^${t('projects.live')}`) })
  await expect(live).toHaveAttribute('href', 'https://weather-now.example')
  const source = dialog.getByRole('link', { name: new RegExp(`^${t('projects.source')}`) })
  await expect(source).toHaveAttribute('href', 'https://github.com/AdaL/weather-now')
  await expect(dialog.getByRole('img', { name: /Weather Now/ }).first()).toBeVisible()
})

test('a topic is named as the filter names it', async ({ page }) => {
  await page.goto(`${siteURL}apps/rails-bookshelf/`)
  const dialog = page.getByRole('dialog', { name: 'Rails Bookshelf' })
  await expect(dialog.getByText('Ruby on Rails', { exact: true }).first()).toBeVisible()
  await expect(dialog.getByText('PostgreSQL', { exact: true }).first()).toBeVisible()
})
