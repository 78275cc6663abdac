// How portgen and the theme scale with the number of projects: synthetic
// sites of 100, 400 and 1,000 projects in three languages (three distinct
// 1280×800 screenshots each, written by internal/benchsite into a temp
// folder), each built cold (empty caches: every image encoded, every page
// prerendered) and warm (the caches kept: no image encoded, no page
// rendered again), with each stage's time, then opened in Chromium: the
// time /apps takes to list every project, and the cost of a keystroke in
// its search box. The cards row is the pages' link-preview cards: how many,
// and how many each build drew (all cold, none warm). A build draws them,
// as it encodes the images, while it prerenders the pages: their time is
// in the cold build's, and what was left when the pages were done in its
// finish stage.
//
// The largest size is then built again with 300 posts added (each with a
// code block and an image, every fourth in Portuguese too): its warm build
// against the same site's without posts, whose budget is 1.3×. Its first
// build keeps the cache of the site without posts, so that it encodes the
// posts' images only.
//
//   node bench/scale.mjs [sizes…] [--posts N]   (prints a table and the
//                                     JSON; it needs bin/portgen, Go, the
//                                     theme's npm packages and Chromium;
//                                     --posts 0 leaves the posts out)
//
// bench/run.mjs calls benchScale(). Figures are reported, never asserted.
// The sites go to the system's temp folder: TMPDIR=/dev/shm keeps a slow
// disk out of the build times (a warm build rewrites every output file).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { launchChromium, startPreview, stat } from './common.mjs'

const chromiumPath = '/usr/bin/chromium'
const firstPort = 4360 // one port per size, up to 4369
const loads = 3 // page loads of /apps per size
// Typed one character at a time into the search box. Titles are
// "<subject> <kind> <number>", so the matches narrow down as in real use.
const query = 'budget dashboard 002'

/** Runs a command; resolves with its stdout, rejects with its stderr's tail. */
function run(command, args, { cwd, onTick } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    const tick = onTick && setInterval(onTick, 30_000)
    child.on('error', (err) => {
      clearInterval(tick)
      reject(new Error(`cannot run ${command}: ${err.message}`))
    })
    child.on('close', (code, signal) => {
      clearInterval(tick)
      if (code === 0) resolve(stdout)
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${stderr.slice(-4000)}`))
    })
  })
}

/** Builds the site once, timed from outside; returns the summary and the wall time. */
async function build({ portgen, repo, content, out, cache, port, onTick }) {
  const args = ['build', '--json', '--content', content, '--theme', join(repo, 'theme'), '--out', out,
    '--cache-dir', cache, '--base-url', `http://127.0.0.1:${port}/`]
  const start = performance.now()
  const stdout = await run(portgen, args, { cwd: repo, onTick })
  const ms = performance.now() - start
  let summary
  try {
    summary = JSON.parse(stdout)
  } catch {
    throw new Error(`portgen build --json printed no JSON summary:\n${stdout.slice(0, 2000)}`)
  }
  for (const field of ['pages', 'images', 'firstLoadJS', 'stages', 'peakMemoryBytes']) {
    if (!summary[field]) throw new Error(`portgen build --json: the summary has no ${field} (or it is zero)`)
  }
  return { summary, ms }
}

/** The size of the projects' JSON that /apps fetches (unlike the home screen), or nulls. */
function projectsData(out) {
  const dir = join(out, 'assets', 'data')
  const name = existsSync(dir) && readdirSync(dir).find((f) => /^projects\..*\.json$/.test(f))
  if (!name) return { dataBytes: null, dataGzip: null }
  const data = readFileSync(join(dir, name))
  return { dataBytes: data.length, dataGzip: gzipSync(data).length }
}

const contextOptions = { viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' }

/**
 * Loads /apps in a fresh context (a first visit, every time) and returns the
 * time from navigation start to the moment the list holds all n links, as
 * the page's own clock says, and the page, ready for typing.
 */
async function loadApps(browser, url, n) {
  const context = await browser.newContext(contextOptions)
  const page = await context.newPage()
  await page.addInitScript((n) => {
    const check = () => {
      if (window.__benchListed === undefined && document.querySelectorAll('main ul li a:not(nav a)').length === n) {
        window.__benchListed = performance.now() // relative to the navigation's start
      }
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true })
  }, n)
  await page.goto(url)
  await page.waitForFunction(() => window.__benchListed !== undefined, null, { timeout: 120_000 })
    .catch(async () => {
      const links = await page.evaluate(() => document.querySelectorAll('main ul li a:not(nav a)').length)
      throw new Error(`${url} never listed ${n} projects (it shows ${links} links in main ul li, the filter's aside)`)
    })
  return { ms: await page.evaluate(() => window.__benchListed), page, context }
}

/**
 * Sets the search box to value as one keystroke would, inside the page, and
 * times three moments from the keystroke's start:
 * - sync: its synchronous cost: set the value, dispatch input (React
 *   handles it as a discrete event and commits the urgent update before
 *   dispatchEvent returns), style and layout. The budget is 16 ms.
 * - toList: until the list holds exactly the matching projects, which may
 *   come later when the theme defers the list (useDeferredValue).
 * - toPaint: until the frame after the one that drew that list, so about
 *   two frames (33 ms at 60 Hz) even for free work: compare it between
 *   sizes, not to 16 ms.
 * The matches are counted from titles, the rule of the theme's search
 * (title contains the query, ignoring case and accents); a list that never
 * shows that count fails the benchmark rather than report a wrong time.
 */
function keystroke(input, value) {
  return input.evaluate(async (input, value) => {
    const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
    const list = document.querySelector('main ul:not(nav ul)') // the list, not the filter's chips
    const links = () => list.querySelectorAll('li a').length
    const needle = fold(value.trim())
    const expected = window.__benchTitles.filter((title) => title.includes(needle)).length
    let toList
    const observer = new MutationObserver(() => {
      if (toList === undefined && links() === expected) toList = performance.now() - t0
    })
    observer.observe(list, { childList: true, subtree: true })
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))

    const t0 = performance.now()
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    document.body.getBoundingClientRect()
    void list.offsetHeight
    const sync = performance.now() - t0
    const deferred = links() !== expected

    const end = t0 + 10_000
    while (links() !== expected) {
      if ((await frame()) > end) {
        observer.disconnect()
        return { error: `after typing ${JSON.stringify(value)} the list shows ${links()} projects, not the ${expected} whose title contains it` }
      }
    }
    toList ??= sync // the list was already right when the synchronous part ended
    await frame() // the frame that draws the list, if it was not drawn yet
    const toPaint = (await frame()) - t0 // the next one: the list is on screen
    observer.disconnect()
    // Let what is left (effects, idle callbacks) finish before the next key.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    return { sync, toList, toPaint, deferred, links: expected }
  }, value)
}

/**
 * Types the query one character at a time, then clears it in one go (as
 * select-all and Delete would): the costly way, since every project comes
 * back into the list.
 */
async function typeQuery(page) {
  const search = page.getByRole('searchbox')
  await search.waitFor()
  await page.evaluate(() => {
    const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
    window.__benchTitles = [...document.querySelectorAll('main ul li a:not(nav a)')].map((a) => fold(a.textContent.trim()))
  })
  const input = await search.elementHandle()
  const keys = []
  for (let i = 0; i <= query.length; i++) {
    // The last key clears the query.
    const value = i < query.length ? query.slice(0, i + 1) : ''
    const k = await keystroke(input, value)
    if (k.error) throw new Error(`/apps search: ${k.error}`)
    keys.push(k)
  }
  const clear = keys.pop()
  const figures = (samples) => {
    const s = stat(samples)
    return { medianMs: s.median, maxMs: s.max, samples: s.samples }
  }
  const round = (x) => Math.round(x * 10) / 10
  return {
    keystroke: figures(keys.map((k) => k.sync)),
    keystrokeToList: figures(keys.map((k) => k.toList)),
    keystrokeToPaint: figures(keys.map((k) => k.toPaint)),
    clear: { ms: round(clear.sync), toListMs: round(clear.toList), toPaintMs: round(clear.toPaint), links: clear.links },
    deferred: [...keys, clear].filter((k) => k.deferred).length,
  }
}

/**
 * Builds the site cold (a fresh cache: every image encoded), then runs
 * times warm (the same cache: nothing to encode).
 */
async function buildSize({ portgen, repo, n, dir, port, runs, log, what = `${n} projects` }) {
  const content = join(dir, 'content')
  const out = join(dir, 'out')
  const cache = join(dir, 'cache')
  const start = performance.now()
  const onTick = () => {
    const cached = existsSync(cache) ? readdirSync(cache).length : 0
    log(`scale: ${what}: cold build running for ${Math.round((performance.now() - start) / 1000)} s, ${cached} image variants encoded so far`)
  }
  log(`scale: ${what}: cold build (encodes every image not in the cache)…`)
  const cold = await build({ portgen, repo, content, out, cache, port, onTick })
  if (!cold.summary.imagesEncoded) throw new Error(`the cold build of ${what} encoded no image: is the cache dir really fresh?`)
  log(`scale: ${what}: cold build ${Math.round(cold.ms)} ms, ${cold.summary.imagesEncoded} images encoded`)

  const warm = []
  for (let r = 1; r <= runs; r++) {
    const w = await build({ portgen, repo, content, out, cache, port })
    if (w.summary.imagesEncoded) log(`scale: warning: warm build ${r} of ${what} encoded ${w.summary.imagesEncoded} images`)
    warm.push(w)
    log(`scale: ${what}: warm build ${r}/${runs} ${Math.round(w.ms)} ms`)
  }
  const stages = {}
  for (const { name } of warm[0].summary.stages) {
    stages[name] = stat(warm.map((w) => w.summary.stages.find((s) => s.name === name)?.ms ?? NaN)).median
  }
  return {
    cold: { ms: stat([cold.ms]), peakMemoryBytes: cold.summary.peakMemoryBytes },
    warm: {
      ms: stat(warm.map((w) => w.ms)),
      peakMemoryBytes: Math.max(...warm.map((w) => w.summary.peakMemoryBytes)),
      // Pages prerendered rather than taken from the render cache: none, the content unchanged.
      pagesRendered: Math.max(...warm.map((w) => w.summary.pagesRendered)),
    },
    stages,
    coldStages: Object.fromEntries(cold.summary.stages.map((s) => [s.name, Math.round(s.ms * 10) / 10])),
    images: { files: cold.summary.images, encodedCold: cold.summary.imagesEncoded, encodedWarm: Math.max(...warm.map((w) => w.summary.imagesEncoded)) },
    cards: {
      count: cold.summary.cards,
      drawnCold: cold.summary.cardsDrawn,
      drawnWarm: Math.max(...warm.map((w) => w.summary.cardsDrawn)),
    },
    pages: cold.summary.pages,
    home: { firstLoadJSGzip: warm.at(-1).summary.firstLoadJS.gzip, htmlBytes: statSync(join(out, 'index.html')).size },
  }
}

/**
 * Serves the built site and opens /apps in Chromium: loads times the
 * render of the whole list, then a query typed into the search box.
 */
async function browseSize({ portgen, browser, n, out, port, log }) {
  const stop = await startPreview(portgen, out, port)
  try {
    const url = `http://127.0.0.1:${port}/apps/`
    const renders = []
    let typing
    for (let i = 0; i < loads; i++) {
      const { ms, page, context } = await loadApps(browser, url, n)
      renders.push(ms)
      // Every size gets the keystroke figures (a second's work), not only
      // the largest, so that they show the growth.
      if (i === loads - 1) typing = await typeQuery(page)
      await context.close()
    }
    const apps = { renderMs: stat(renders).median, samples: stat(renders).samples, ...projectsData(out) }
    log(`scale: ${n} projects: /apps lists them all in ${apps.renderMs} ms; keystroke median ${typing.keystroke.medianMs} ms, ` +
      `max ${typing.keystroke.maxMs} ms (list shown after ${typing.keystrokeToList.medianMs} ms, max ${typing.keystrokeToList.maxMs}); ` +
      `clearing ${typing.clear.ms} ms (list after ${typing.clear.toListMs} ms)`)
    return {
      apps,
      keystroke: typing.keystroke,
      keystrokeToList: typing.keystrokeToList,
      keystrokeToPaint: typing.keystrokeToPaint,
      keystrokeClear: typing.clear,
      // How many of the keystrokes (clearing included) updated the list
      // after their synchronous part: the theme defers the list.
      deferredListUpdates: typing.deferred,
    }
  } finally {
    await stop()
  }
}

/**
 * Builds the largest size again with posts added, in its folder and with
 * its cache (only the posts' images to encode), and compares its warm build
 * with the site's without posts.
 */
async function buildWithPosts({ portgen, repo, benchsite, n, posts, dir, port, runs, log, withoutPosts }) {
  const what = `${n} projects and ${posts} posts`
  await run(benchsite, ['-projects', String(n), '-posts', String(posts), '-out', join(dir, 'content')], { cwd: repo })
  const loadAverage = loadavg()[0]
  const built = await buildSize({ portgen, repo, n, dir, port, runs, log, what })
  const ratio = built.warm.ms.median / withoutPosts.warm.ms.median
  log(`scale: ${what}: warm build ${Math.round(built.warm.ms.median)} ms, ${ratio.toFixed(2)}× the site's without posts`)
  return { projects: n, posts, ...built, warmRatio: ratio, loadAverage }
}

/**
 * Builds and measures a synthetic site of each size, then the largest
 * with posts. Temp folders live under the system's temp folder, a size's
 * only while it is measured.
 */
export async function benchScale({ repo, sizes = [100, 400, 1000], posts = 300, runs = 3, log = console.error }) {
  const portgen = join(repo, 'bin', 'portgen')
  if (!existsSync(portgen)) throw new Error(`${portgen} is missing: run make build first`)
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is missing at ${chromiumPath}: run make chromium`)
  if (!existsSync(join(repo, 'theme', 'node_modules', 'playwright-core'))) {
    throw new Error('theme/node_modules/playwright-core is missing: run make build first (it installs the theme packages)')
  }
  if (sizes.length > 10) throw new Error('at most 10 sizes: they use the ports 4360–4369')
  if (!(runs >= 1)) throw new Error(`runs must be 1 or more, not ${runs}`)

  const tmp = mkdtempSync(join(tmpdir(), 'portgen-scale-'))
  const benchsite = join(tmp, 'benchsite')
  let browser
  try {
    await run('go', ['build', '-o', benchsite, './internal/benchsite'], { cwd: repo })
    browser = await launchChromium(repo, chromiumPath)
    const results = []
    for (const [index, n] of sizes.entries()) {
      const port = firstPort + index
      const dir = join(tmp, String(n))
      mkdirSync(dir)
      try {
        const start = performance.now()
        await run(benchsite, ['-projects', String(n), '-out', join(dir, 'content')], { cwd: repo })
        log(`scale: ${n} projects: content written in ${Math.round(performance.now() - start)} ms`)
        // Other work on the machine slows every figure down: this says how
        // busy it was before this size started.
        const loadAverage = loadavg()[0]
        const built = await buildSize({ portgen, repo, n, dir, port, runs, log })
        const browsed = await browseSize({ portgen, browser, n, out: join(dir, 'out'), port, log })
        results.push({ projects: n, ...built, ...browsed, loadAverage })
        if (posts > 0 && n === Math.max(...sizes)) {
          results.push(await buildWithPosts({ portgen, repo, benchsite, n, posts, dir, port, runs, log, withoutPosts: built }))
        }
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
    return results
  } finally {
    await browser?.close()
    rmSync(tmp, { recursive: true, force: true })
  }
}

/** The results as Markdown tables: builds, build stages, then the browser. */
export function scaleTable(results) {
  const s = (ms) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`)
  const mb = (b) => `${Math.round(b / 1048576)} MB`
  const kb = (b) => (b == null ? '–' : `${(b / 1024).toFixed(1)} kB`)
  const key = (k) => (k ? `${k.medianMs} / ${k.maxMs} ms` : '–')
  const lines = [
    '| projects | pages | images (encoded cold) | cold build | warm build: median (min–max) | peak memory cold / warm | load average before |',
    '|---|---|---|---|---|---|---|',
  ]
  const site = (r) => (r.posts ? `${r.projects} + ${r.posts} posts` : String(r.projects))
  for (const r of results) {
    lines.push(`| ${site(r)} | ${r.pages} | ${r.images.files} (${r.images.encodedCold}) | ${s(r.cold.ms.median)} | ` +
      `${s(r.warm.ms.median)} (${s(r.warm.ms.min)}–${s(r.warm.ms.max)}) | ${mb(r.cold.peakMemoryBytes)} / ${mb(r.warm.peakMemoryBytes)} | ${r.loadAverage.toFixed(1)} |`)
  }
  const withPosts = results.filter((r) => r.posts)
  if (withPosts.length) lines.push('', '| projects + posts | warm build / without posts |', '|---|---|')
  for (const r of withPosts) lines.push(`| ${site(r)} | ${r.warmRatio.toFixed(2)}× |`)
  lines.push('', '| projects | cards | drawn cold / warm |', '|---|---|---|')
  for (const r of results) lines.push(`| ${site(r)} | ${r.cards.count} | ${r.cards.drawnCold} / ${r.cards.drawnWarm} |`)
  const names = [...new Set(results.flatMap((r) => Object.keys(r.stages)))]
  lines.push('', `| projects | ${names.map((n) => `${n}: warm / cold`).join(' | ')} |`, `|---|${names.map(() => '---|').join('')}`)
  for (const r of results) {
    lines.push(`| ${site(r)} | ${names.map((n) => `${s(r.stages[n] ?? NaN)} / ${s(r.coldStages[n] ?? NaN)}`).join(' | ')} |`)
  }
  lines.push('',
    '| projects | home: first-load JS gzip, index.html | /apps: data gzip, render | keystroke: sync, median / max | to list | to paint | clearing the query: sync / to list / to paint |',
    '|---|---|---|---|---|---|---|')
  for (const r of results.filter((r) => r.apps)) {
    const c = r.keystrokeClear
    lines.push(`| ${r.projects} | ${kb(r.home.firstLoadJSGzip)}, ${kb(r.home.htmlBytes)} | ${kb(r.apps.dataGzip)}, ${Math.round(r.apps.renderMs)} ms | ` +
      `${key(r.keystroke)} | ${key(r.keystrokeToList)} | ${key(r.keystrokeToPaint)} | ${c ? `${c.ms} / ${c.toListMs} / ${c.toPaintMs} ms` : '–'} |`)
  }
  return lines.join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..')
  const args = process.argv.slice(2)
  const postsAt = args.indexOf('--posts')
  const posts = postsAt >= 0 ? Number(args.splice(postsAt, 2)[1]) : undefined
  const sizes = args.map(Number)
  if (sizes.some((n) => !Number.isInteger(n) || n < 1) || (posts !== undefined && !(Number.isInteger(posts) && posts >= 0))) {
    console.error('usage: node bench/scale.mjs [sizes…] [--posts N]   (whole numbers of projects, such as 10 100 1000; ' +
      'N posts added to the largest, 300 unless said)')
    process.exit(2)
  }
  try {
    const results = await benchScale({ repo, ...(sizes.length ? { sizes } : {}), ...(posts !== undefined ? { posts } : {}) })
    console.log(scaleTable(results))
    console.log()
    console.log(JSON.stringify(results, null, 2))
  } catch (err) {
    console.error(`bench: ${err.message}`)
    process.exit(1)
  }
}
