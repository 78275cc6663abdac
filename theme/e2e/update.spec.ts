import { expect, test, type Page } from '@playwright/test'
import { siteBuildEnv, siteURL } from '../playwright.config'
import { serviceWorkerSettled } from './fixtures'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// A deploy while a visitor has the site open: `portgen build` into the folder
// that `portgen preview` serves, as a host would publish it. The first
// deploy is the fixture site the other specs visit, as the web server of
// playwright.config.ts built it, copied; each next one is built from a copy
// of its content, as that was, with one string changed.
const repo = fileURLToPath(new URL('../..', import.meta.url))
const port = Number(process.env.E2E_UPDATE_PORT ?? 4191)
const site = `http://127.0.0.1:${port}/portfolio/`

let dir: string
let preview: ChildProcess

test.use({ serviceWorkers: 'allow' })

function build() {
  execFileSync(
    join(repo, 'bin', 'portgen'),
    ['build', '--content', 'content', '--theme', join(repo, 'theme'), '--out', 'dist', '--base-url', siteURL, '--cache-dir', join(repo, '.e2e', 'cache')],
    { cwd: dir, env: { ...process.env, ...siteBuildEnv } },
  )
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portgen-update-e2e-'))
  cpSync(join(repo, 'theme', 'e2e', '.site'), join(dir, 'content'), { recursive: true })
  cpSync(join(repo, '.e2e', 'dist'), join(dir, 'dist'), { recursive: true })
  preview = spawn(join(repo, 'bin', 'portgen'), ['preview', '--dir', 'dist', '--port', String(port)], { cwd: dir })
  let output = ''
  preview.stdout?.on('data', (chunk) => (output += chunk))
  await expect.poll(() => output).toContain('Previewing')
})

test.afterAll(async () => {
  preview.kill('SIGINT')
  await new Promise((resolve) => preview.once('exit', resolve))
  rmSync(dir, { recursive: true, force: true })
})

const locale = () => join(dir, 'content', 'locales', 'en.yaml')
const string = (key: string) => readFileSync(locale(), 'utf8').match(new RegExp(`^ {2}${key}: (.+)$`, 'm'))![1]!

/** Publishes a deploy whose home screen greets with greeting. */
function deploy(greeting: string) {
  writeFileSync(locale(), readFileSync(locale(), 'utf8').replace(/^ {2}greeting: .+$/m, `  greeting: ${greeting}`))
  build()
}

/**
 * Records, from before the page's own scripts run, the announcement of
 * each worker that takes over (see src/app/service-worker.ts), and the
 * update prompt's chunk if the page ever asks for it.
 */
async function watchWorkers(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { announced: Promise<unknown> }
    // Resolved a task later: by then the page's own listener (registered
    // after this one) and the render it triggers, a synchronous store
    // update that imports the prompt, have run.
    w.announced = new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('message', (event) => {
        if (event.data?.type === 'portgen:activated') setTimeout(() => resolve(event.data))
      }),
    )
  })
  const prompts: string[] = []
  page.on('request', (request) => /UpdatePrompt-[A-Z0-9]+\.js$/.test(request.url()) && prompts.push(request.url()))
  return prompts
}

/**
 * Waits until a worker has announced its build to the page and the page
 * has acted on it: once this returns, a page that meant to offer a reload
 * has asked for the prompt's chunk.
 */
const announced = (page: Page) => page.evaluate(() => (window as unknown as { announced: Promise<unknown> }).announced)

test('a new deploy is offered as a reload, which shows it', async ({ page }) => {
  const ready = string('ready')
  const prompts = await watchWorkers(page)
  await page.goto(site)
  await serviceWorkerSettled(page)
  await expect(page.getByText(string('greeting'))).toBeVisible()
  await announced(page)
  expect(prompts, 'the first visit has nothing to reload').toEqual([])
  await expect(page.getByText(ready)).toBeHidden()

  deploy('Hello again')
  // Browsers check for a new worker on navigation and when a tab comes back into view.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
  const prompt = page.getByRole('status').filter({ hasText: ready })
  await expect(prompt.getByText(ready)).toBeVisible()
  await prompt.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByText('Hello again')).toBeVisible()
  await expect(page.getByText(ready)).toBeHidden()
})

test('a visitor who comes back after a deploy gets it at once, with nothing to reload', async ({ context }) => {
  let page = await context.newPage()
  await page.goto(site)
  await serviceWorkerSettled(page)
  await page.close()

  deploy('Welcome back')
  page = await context.newPage()
  const prompts = await watchWorkers(page)
  await page.goto(site)
  await expect(page.getByText('Welcome back')).toBeVisible() // pages come from the network first
  await announced(page) // the new deploy's worker took over, and said so
  expect(prompts).toEqual([])
  await expect(page.getByText(string('ready'))).toBeHidden()
})
