import { expect, test } from '@playwright/test'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// A deploy while a visitor has the site open: `portgen build` into the folder
// that `portgen preview` serves, as a host would publish it.
const repo = fileURLToPath(new URL('../..', import.meta.url))
const port = Number(process.env.E2E_UPDATE_PORT ?? 4191)
const site = `http://127.0.0.1:${port}/portfolio/`

let dir: string
let preview: ChildProcess

test.use({ serviceWorkers: 'allow' })

function build() {
  execFileSync(join(repo, 'bin', 'portgen'), ['build', '--content', 'content', '--theme', join(repo, 'theme'), '--out', 'dist', '--base-url', site, '--cache-dir', join(repo, '.e2e', 'cache')], { cwd: dir })
}

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portgen-update-e2e-'))
  cpSync(join(repo, 'theme', 'e2e', '.site'), join(dir, 'content'), { recursive: true })
  build()
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

test('a new deploy is offered as a reload, which shows it', async ({ page }) => {
  const locale = join(dir, 'content', 'locales', 'en.yaml')
  const english = readFileSync(locale, 'utf8')
  const ready = english.match(/^ {2}ready: (.+)$/m)![1]!
  const greeting = english.match(/^ {2}greeting: (.+)$/m)![1]!

  await page.goto(site)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
  await expect(page.getByText(greeting)).toBeVisible()

  writeFileSync(locale, english.replace(`  greeting: ${greeting}`, '  greeting: Hello again'))
  build()
  // Browsers check for a new worker on navigation and when a tab comes back into view.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
  const prompt = page.getByRole('status').filter({ hasText: ready })
  await expect(prompt.getByText(ready)).toBeVisible()
  await prompt.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByText('Hello again')).toBeVisible()
  await expect(page.getByText(ready)).toBeHidden()
})
