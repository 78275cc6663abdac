// Editing on the page under `portgen serve`: the time from the keypress that
// saves a project's title, edited where it shows, to the page showing the
// new text (the editor's field removed once the app has taken the new build
// in, which is when the text shows again), on the starter, with the
// project's own page open. It splits off the server's part: the save's
// request until its reply (check, write), and until the page gets the
// rebuilt build's reload event. Prints a table and writes
// bench/results/edit.json.
//
//   node bench/edit.mjs [saves]    (make bench runs it; it needs bin/portgen
//                                   and Chromium; BENCH_EDIT_PORT moves serve
//                                   off 4293)
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { latency, launchChromium, need } from './common.mjs'

const repo = join(dirname(fileURLToPath(import.meta.url)), '..')
const saves = Number(process.argv[2] ?? 60)
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const port = Number(process.env.BENCH_EDIT_PORT ?? 4293)

need(existsSync(join(repo, 'bin', 'portgen')), 'bin/portgen is missing: run make build first')
need(existsSync(chromiumPath), `Chromium is missing at ${chromiumPath}: run make chromium (or set CHROMIUM_PATH)`)

// A copy of the starter content, which the saves write; the embedded theme,
// as a new site has it.
const dir = mkdtempSync(join(tmpdir(), 'portgen-bench-edit-'))
cpSync(join(repo, 'content'), join(dir, 'content'), { recursive: true })
const file = join(dir, 'content', 'projects', 'bookstore.yaml')

let log = ''
const serve = spawn(join(repo, 'bin', 'portgen'), ['serve', '--content', 'content', '--port', String(port)], { cwd: dir })
serve.stdout.on('data', (d) => (log += d))
serve.stderr.on('data', (d) => (log += d))
// A benchmark that fails midway leaves no serve behind on its port.
process.on('exit', () => {
  if (serve.exitCode === null) serve.kill('SIGKILL')
})
const end = Date.now() + 60_000
while (!log.includes('Serving at')) {
  need(Date.now() <= end, `timed out waiting for portgen serve\n${log}`)
  await new Promise((r) => setTimeout(r, 10))
}

const browser = await launchChromium(repo, chromiumPath)
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
// The page notes, on its own clock, the keypress that saves, each reload
// event of live reload, and when the editor's field leaves the page: what
// a person sees, not when Playwright noticed.
await page.addInitScript(() => {
  const marks = (window.__benchEdit = { pressed: [], reloads: [], closed: [] })
  addEventListener('keydown', (e) => e.key === 'Enter' && marks.pressed.push(performance.now()), true)
  const Source = window.EventSource
  window.EventSource = class extends Source {
    constructor(...args) {
      super(...args)
      this.addEventListener('reload', (e) => marks.reloads.push({ at: performance.now(), build: JSON.parse(e.data).build }))
    }
  }
  const watch = () => {
    const root = document.querySelector('portgen-edit')?.shadowRoot
    if (!root) return requestAnimationFrame(watch)
    new MutationObserver((records) => {
      const now = performance.now()
      for (const record of records) {
        for (const node of record.removedNodes) if (node.querySelector?.('input, textarea')) marks.closed.push(now)
      }
    }).observe(root, { childList: true })
  }
  watch()
})

await page.goto(`http://127.0.0.1:${port}/apps/bookstore/`, { timeout: 120_000 })
const toggle = page.getByRole('switch', { name: 'Edit page' })
await toggle.click()
await page.locator('[data-portgen-edit]').first().waitFor()
const title = (name) => page.getByRole('dialog').getByRole('heading', { name })
const field = page.locator('portgen-edit').locator('input')

const total = []
const reply = []
const reloaded = []
const mapped = []
let shown = /^Bookstore/
for (let i = 1; i <= saves; i++) {
  const text = `Bench edit ${i}`
  await title(shown).click()
  await field.fill(text)
  const replied = page.waitForResponse((r) => r.url().includes('__portgen/edit/save'))
  await field.press('Enter')
  const { build } = await (await replied).json()
  await field.waitFor({ state: 'detached', timeout: 10_000 })
  await title(new RegExp(`^${text}`)).waitFor({ timeout: 10_000 })
  // The save's reply names the build that shows it: its reload event, and the editor's map of it.
  const marks = await page.evaluate((build) => {
    const m = window.__benchEdit
    const requests = performance.getEntriesByType('resource')
    const save = requests.filter((r) => r.name.includes('__portgen/edit/save')).at(-1)
    // The editor asks for the new build's map once its reload event came: the first map request after it.
    const reloadAt = m.reloads.find((r) => r.build === build).at
    const map = requests.find((r) => r.name.includes('__portgen/edit/map') && r.startTime >= reloadAt)
    return {
      pressed: m.pressed.at(-1),
      closed: m.closed.at(-1),
      reload: reloadAt,
      save: { start: save.startTime, end: save.responseEnd },
      map: { start: map.startTime, end: map.responseEnd },
    }
  }, build)
  total.push(marks.closed - marks.pressed)
  reply.push(marks.save.end - marks.save.start)
  reloaded.push(marks.reload - marks.save.start)
  mapped.push(marks.map.end - marks.map.start)
  shown = new RegExp(`^${text}`)
}

const written = readFileSync(file, 'utf8')
need(written.includes(`en: Bench edit ${saves}\n`), `the last save is not in ${file}:\n${written}`)
await browser.close()
serve.kill('SIGINT')
await new Promise((r) => serve.once('exit', r))
rmSync(dir, { recursive: true, force: true })

const stats = (times) => ({ saves: times.length, ...latency(times, 1) })
const results = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}`,
  budgetMedianMs: 100,
  total: stats(total),
  reply: stats(reply),
  reload: stats(reloaded),
  map: stats(mapped),
}
mkdirSync(join(repo, 'bench', 'results'), { recursive: true })
writeFileSync(join(repo, 'bench', 'results', 'edit.json'), JSON.stringify(results, null, 2) + '\n')

console.log(`portgen serve: a project's title saved on its page → the page shows it, in Chromium (${results.machine})`)
console.log('| part | saves | median | p95 | min–max | budget |')
console.log('|---|---|---|---|---|---|')
for (const [name, r, budget] of [
  ['keypress → the page shows the text', results.total, `median ≤ 100 ms: ${results.total.median <= 100 ? 'met' : 'MISSED'}`],
  ['server: the save → its reply (check, write)', results.reply, '(reported)'],
  ['server: the save → the rebuilt build’s reload event', results.reload, '(reported)'],
  ['server: the editor’s map of the new build (its request)', results.map, '(reported)'],
]) {
  console.log(`| ${name} | ${r.saves} | ${r.median} ms | ${r.p95} ms | ${r.min}–${r.max} ms | ${budget} |`)
}
