// Reload latency of `portgen serve`: the time from saving a file to the
// open page in Chromium showing the change, for a project's YAML (on the
// starter, and on the starter with 390 more projects, clones of its
// bookstore: 400 in all), with the list open and with the project's own
// page open, for the starter's post (its Markdown, with the post open),
// and for a theme .tsx file. Prints a table and writes
// bench/results/reload.json.
//
//   node bench/reload.mjs [edits]    (make bench runs it; it needs bin/portgen,
//                                     the theme's npm packages and Chromium;
//                                     BENCH_RELOAD_PORT moves serve off 4291)
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpus, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { latency, launchChromium } from './common.mjs'

const repo = join(dirname(fileURLToPath(import.meta.url)), '..')
const edits = Number(process.argv[2] ?? 25)
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const port = Number(process.env.BENCH_RELOAD_PORT ?? 4291)

function fail(message) {
  console.error(`bench: ${message}`)
  process.exit(1)
}
if (!existsSync(join(repo, 'bin', 'portgen'))) fail('bin/portgen is missing: run make build first')
if (!existsSync(chromiumPath)) fail(`Chromium is missing at ${chromiumPath}: run make chromium (or set CHROMIUM_PATH)`)
if (!existsSync(join(repo, 'theme', 'node_modules', 'playwright-core'))) fail('the theme npm packages are missing: run make build first')
const themeRequire = createRequire(join(repo, 'theme', 'package.json'))
const { parseDocument } = themeRequire('yaml')

// Copies of the starter content and of the theme, edited by the benchmark.
const dir = mkdtempSync(join(tmpdir(), 'portgen-bench-'))
cpSync(join(repo, 'content'), join(dir, 'content'), { recursive: true })
for (const entry of ['src', 'portgen.json', 'package.json', 'package-lock.json', 'patches']) {
  cpSync(join(repo, 'theme', entry), join(dir, 'theme', entry), { recursive: true })
}
symlinkSync(join(repo, 'theme', 'node_modules'), join(dir, 'theme', 'node_modules'))

let log = ''
let serve
// A benchmark that fails midway leaves no serve behind on its port.
process.on('exit', () => {
  if (serve && serve.exitCode === null) serve.kill('SIGKILL')
})
const until = async (ok, what, ms = 60_000) => {
  const end = Date.now() + ms
  while (!ok()) {
    if (Date.now() > end) fail(`timed out waiting for ${what}\n${log}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}
/** Starts portgen serve on the content folder of dir. */
async function startServe(content) {
  log = ''
  serve = spawn(join(repo, 'bin', 'portgen'), ['serve', '--content', content, '--theme', 'theme', '--port', String(port)], { cwd: dir })
  serve.stdout.on('data', (d) => (log += d))
  serve.stderr.on('data', (d) => (log += d))
  await until(() => log.includes('Serving at'), 'portgen serve')
}
async function stopServe() {
  serve.kill('SIGINT')
  await new Promise((r) => serve.once('exit', r))
}
await startServe('content')

const browser = await launchChromium(repo, chromiumPath)
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
// The page notes when each marker first shows, on the machine's clock, so
// that the figure is what a person sees, not when Playwright noticed. It
// reads the text of the nodes that changed only: the whole page's
// innerText would lay the page out at every change, a cost of the
// benchmark's own that grows with the page (400 cards of projects).
await page.addInitScript(() => {
  // Live once serve's event stream has said hello: a save before that is
  // seen by the page as a build newer than its own, and reloads it.
  const Source = window.EventSource
  window.EventSource = class extends Source {
    constructor(...args) {
      super(...args)
      this.addEventListener('hello', () => (window.__benchLive = true))
    }
  }
  // The app has taken the page over once React has committed: a save
  // before that reloads the page, as nothing would take it in yet.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => (window.__benchTakenOver = true),
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  }
  const seen = (window.__benchSeen = {})
  new MutationObserver((records) => {
    const now = performance.timeOrigin + performance.now()
    for (const record of records) {
      // What the page shows: not its <head>, whose title serve's live
      // reload sets before the app has shown the change.
      if (document.head?.contains(record.target)) continue
      const changed = record.type === 'characterData' ? [record.target] : record.addedNodes
      for (const node of changed) {
        for (const match of node.textContent?.matchAll(/Bench \w+ \d+/g) ?? []) seen[match[0]] ??= now
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true })
})

/** Saves a change, then times until the page shows `expect`. */
async function timeEdits(name, path, url, change, locate) {
  const original = readFileSync(path, 'utf8')
  await page.goto(url, { timeout: 120_000 }) // a large site's first page starts its prerenderer
  await locate('').first().waitFor().catch(() => {})
  await page.waitForFunction(() => window.__benchTakenOver === true)
  const times = []
  for (let i = 1; i <= edits; i++) {
    // A page that reloaded has to connect again before the next save.
    await page.waitForFunction(() => window.__benchLive === true)
    const marker = `Bench ${name} ${i}`
    const start = performance.timeOrigin + performance.now()
    writeFileSync(path, change(original, marker))
    // Waits on the page's own note of the marker, then checks where it
    // shows once: Playwright's role queries, polled meanwhile, name every
    // link of the page (400 cards), and held its main thread for several
    // milliseconds, delaying the very event the benchmark times.
    await page.waitForFunction((m) => window.__benchSeen[m] !== undefined, marker, { timeout: 10_000 })
    await locate(marker).waitFor({ timeout: 10_000 })
    const shown = await page.evaluate((m) => window.__benchSeen[m], marker)
    times.push(shown - start)
    await new Promise((r) => setTimeout(r, 100)) // let the watcher settle between edits
  }
  writeFileSync(path, original)
  // Off serve's pages: one left open would connect to the next serve on
  // this port, and reload itself while the next page loads.
  await page.goto('about:blank')
  return times
}

const retitle = (text, marker) => {
  // The title may be one string or one per language: the marker replaces it whole.
  const doc = parseDocument(text)
  doc.set('title', marker)
  return doc.toString()
}
const firstProject = (content) => join(dir, content, 'projects', readdirSync(join(dir, content, 'projects')).sort()[0])
const slugOf = (file) => file.slice(file.lastIndexOf('/') + 1, -'.yaml'.length)
/** A project's title saved with the list open (its card shows it), then with the project's own page open (its popup does). */
async function timeProject(name, content) {
  const file = firstProject(content)
  const list = await timeEdits(name, file, `http://127.0.0.1:${port}/apps/`, retitle, (marker) => page.getByRole('link', { name: marker }))
  const own = await timeEdits(`${name}page`, file, `http://127.0.0.1:${port}/apps/${slugOf(file)}/`, retitle, (marker) =>
    page.getByRole('dialog', { name: marker }),
  )
  return [list, own]
}
const [yamlTimes, pageTimes] = await timeProject('yaml', 'content')
// A paragraph added at the top of the starter's post, with the post open.
const postsDir = join(dir, 'content', 'posts')
const post = readdirSync(postsDir).sort().find((f) => /^[^.]+\.md$/.test(f))
const postTimes = await timeEdits(
  'post',
  join(postsDir, post),
  `http://127.0.0.1:${port}/blog/${post.slice(0, -'.md'.length)}/`,
  (text, marker) => {
    const end = text.indexOf('\n---\n') + '\n---\n'.length // the front matter's closing line
    return `${text.slice(0, end)}${marker}\n\n${text.slice(end)}`
  },
  (marker) => page.getByRole('main').getByText(marker || 'x', { exact: true }),
)
const home = join(dir, 'theme', 'src', 'features', 'home', 'Home.tsx')
const tsxTimes = await timeEdits(
  'tsx',
  home,
  `http://127.0.0.1:${port}/`,
  (text, marker) => text.replace('<Shortcuts />', `<Shortcuts />\n      <p>${marker}</p>`),
  (marker) => page.getByText(marker || 'x', { exact: true }),
)
await stopServe()

// The starter with 390 more projects, clones of its bookstore with ids
// after every other's (the same images: nothing more to encode).
const large = join(dir, 'large')
cpSync(join(dir, 'content'), large, { recursive: true })
const bookstore = readFileSync(join(large, 'projects', 'bookstore.yaml'), 'utf8')
for (let i = 0; i < 390; i++) {
  writeFileSync(join(large, 'projects', `zz-clone-${String(i).padStart(3, '0')}.yaml`), bookstore.replace(/^id: .*$/m, `id: ${1000 + i}`))
}
await startServe('large')
const [largeTimes, largePageTimes] = await timeProject('large', 'large')
await stopServe()

await browser.close()
rmSync(dir, { recursive: true, force: true })

const stats = (times) => ({ edits: times.length, ...latency(times) })
const results = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}`,
  budgetMedianMs: 100,
  yaml: stats(yamlTimes),
  yaml400: stats(largeTimes),
  page: stats(pageTimes),
  page400: stats(largePageTimes),
  tsx: stats(tsxTimes),
  post: stats(postTimes),
}
results.yaml400.ratio = Math.round((results.yaml400.median / results.yaml.median) * 100) / 100
results.page400.ratio = Math.round((results.page400.median / results.page.median) * 100) / 100
mkdirSync(join(repo, 'bench', 'results'), { recursive: true })
writeFileSync(join(repo, 'bench', 'results', 'reload.json'), JSON.stringify(results, null, 2) + '\n')

console.log(`portgen serve: save → page shows the change, in Chromium (${results.machine})`)
console.log('| edit | edits | median | p95 | min–max | budget |')
console.log('|---|---|---|---|---|---|')
const verdict = (ok) => (ok ? 'met' : 'MISSED')
for (const [name, r, budget] of [
  ['project YAML, starter (10 projects)', results.yaml, `median ≤ 100 ms: ${verdict(results.yaml.median <= 100)}`],
  ['project YAML, 400 projects', results.yaml400, `≤ 1.2× the starter's: ${results.yaml400.ratio}×, ${verdict(results.yaml400.ratio <= 1.2)}`],
  ["project YAML, the project's page, starter", results.page, `median ≤ 100 ms: ${verdict(results.page.median <= 100)}`],
  ["project YAML, the project's page, 400 projects", results.page400, `≤ 1.2× the starter's: ${results.page400.ratio}×, ${verdict(results.page400.ratio <= 1.2)}`],
  ["a post's Markdown, the post's page, starter", results.post, `median ≤ 100 ms: ${verdict(results.post.median <= 100)}`],
  ['theme .tsx', results.tsx, '(reported)'],
]) {
  console.log(`| ${name} | ${r.edits} | ${r.median} ms | ${r.p95} ms | ${r.min}–${r.max} ms | ${budget} |`)
}
