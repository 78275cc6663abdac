// How portgen and the theme scale with the number of projects: synthetic
// sites of 10, 100 and 1,000 projects (three distinct 1280×800 screenshots
// each, written by internal/benchsite into a temp folder), each built cold
// (every image encoded) and warm (the image cache kept), then opened in
// Chromium: the time /apps takes to list every project, and the cost of a
// keystroke in its search box.
//
//   node bench/scale.mjs [sizes…]    (prints a table and the JSON; it needs
//                                     bin/portgen, Go, the theme's npm
//                                     packages and Chromium)
//
// bench/run.mjs calls benchScale(). Figures are reported, never asserted.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const chromiumPath = '/usr/bin/chromium'
const firstPort = 4360 // one port per size, up to 4369
const loads = 3 // page loads of /apps per size
// Typed one character at a time into the search box. Titles are
// "<subject> <kind> <number>", so the matches narrow down as in real use.
const query = 'budget dashboard 002'

/** A size's timings: the median, the extremes and every sample, in ms. */
function stat(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  const round = (x) => Math.round(x * 10) / 10
  return { median: round(median), min: round(sorted[0]), max: round(sorted.at(-1)), samples: samples.map(round) }
}

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

/** Starts portgen preview on dir; resolves once it listens, with a stop function. */
async function preview(portgen, dir, port) {
  const child = spawn(portgen, ['preview', '--dir', dir, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const end = Date.now() + 15_000
  while (!output.includes('Previewing')) {
    if (child.exitCode !== null || Date.now() > end) {
      child.kill('SIGINT')
      throw new Error(`portgen preview --port ${port} did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  return async () => {
    child.kill('SIGINT')
    await exited
  }
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
      if (window.__benchListed === undefined && document.querySelectorAll('main ul li a').length === n) {
        window.__benchListed = performance.now() // relative to the navigation's start
      }
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true })
  }, n)
  await page.goto(url)
  await page.waitForFunction(() => window.__benchListed !== undefined, null, { timeout: 120_000 })
    .catch(async () => {
      const links = await page.evaluate(() => document.querySelectorAll('main ul li a').length)
      throw new Error(`${url} never listed ${n} projects (it shows ${links} links in main ul li)`)
    })
  return { ms: await page.evaluate(() => window.__benchListed), page, context }
}

/**
 * Types the query one character at a time. Per keystroke: the synchronous
 * cost (set the value, dispatch input, React commits, style and layout),
 * and the time until the list is on screen and settled (the frame after the
 * one that drew it, once the number of links stopped changing).
 */
async function typeQuery(page) {
  const search = page.getByRole('searchbox')
  await search.waitFor()
  const handle = await search.elementHandle()
  const sync = []
  const toPaint = []
  let deferred = 0
  for (let i = 1; i <= query.length; i++) {
    const r = await handle.evaluate(async (input, value) => {
      const list = document.querySelector('main ul')
      const links = () => document.querySelectorAll('main ul li a').length
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))
      const t0 = performance.now()
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      document.body.getBoundingClientRect()
      void list.offsetHeight
      const t1 = performance.now()
      const linksNow = links()
      await frame() // the frame that draws the change
      let seen = links()
      let t2 = await frame() // the next one: the change is on screen
      for (let now = links(); now !== seen; now = links()) {
        seen = now
        t2 = await frame()
      }
      return { sync: t1 - t0, toPaint: t2 - t0, committed: linksNow === seen, links: seen }
    }, query.slice(0, i))
    sync.push(r.sync)
    toPaint.push(r.toPaint)
    if (!r.committed) deferred++
    // Let anything left (effects, idle callbacks) finish before the next key.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
  }
  const figures = (samples) => {
    const s = stat(samples)
    return { medianMs: s.median, maxMs: s.max, samples: s.samples }
  }
  return { keystroke: figures(sync), keystrokeToPaint: figures(toPaint), deferred }
}

/**
 * Builds and measures a synthetic site of each size. Temp folders live
 * under the system's temp folder and are removed at the end.
 */
export async function benchScale({ repo, sizes = [10, 100, 1000], runs = 3, log = console.error }) {
  const portgen = join(repo, 'bin', 'portgen')
  if (!existsSync(portgen)) throw new Error(`${portgen} is missing: run make build first`)
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is missing at ${chromiumPath}: run make chromium`)
  if (!existsSync(join(repo, 'theme', 'node_modules', 'playwright-core'))) {
    throw new Error('theme/node_modules/playwright-core is missing: run make build first (it installs the theme packages)')
  }
  if (sizes.length > 10) throw new Error('at most 10 sizes: they use the ports 4360–4369')
  if (!(runs >= 1)) throw new Error(`runs must be 1 or more, not ${runs}`)
  const { chromium } = createRequire(join(repo, 'theme', 'package.json'))('playwright-core')

  const tmp = mkdtempSync(join(tmpdir(), 'portgen-scale-'))
  const benchsite = join(tmp, 'benchsite')
  let browser
  try {
    await run('go', ['build', '-o', benchsite, './internal/benchsite'], { cwd: repo })
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    const results = []
    for (const [index, n] of sizes.entries()) {
      const port = firstPort + index
      const dir = join(tmp, String(n))
      const content = join(dir, 'content')
      const out = join(dir, 'out')
      const cache = join(dir, 'cache')
      mkdirSync(dir)
      try {
        let t = performance.now()
        await run(benchsite, ['-projects', String(n), '-out', content], { cwd: repo })
        log(`scale: ${n} projects: content written in ${Math.round(performance.now() - t)} ms`)

        t = performance.now()
        const onTick = () => {
          const cached = existsSync(cache) ? readdirSync(cache).length : 0
          log(`scale: ${n} projects: cold build running for ${Math.round((performance.now() - t) / 1000)} s, ${cached} image variants encoded so far`)
        }
        log(`scale: ${n} projects: cold build (encodes every image)…`)
        const cold = await build({ portgen, repo, content, out, cache, port, onTick })
        if (!cold.summary.imagesEncoded) throw new Error(`the cold build of ${n} projects encoded no image: is the cache dir really fresh?`)
        log(`scale: ${n} projects: cold build ${Math.round(cold.ms)} ms, ${cold.summary.imagesEncoded} images encoded`)

        const warm = []
        for (let r = 1; r <= runs; r++) {
          const w = await build({ portgen, repo, content, out, cache, port })
          if (w.summary.imagesEncoded) log(`scale: warning: warm build ${r} of ${n} projects encoded ${w.summary.imagesEncoded} images`)
          warm.push(w)
          log(`scale: ${n} projects: warm build ${r}/${runs} ${Math.round(w.ms)} ms`)
        }
        const stages = {}
        for (const { name } of warm[0].summary.stages) {
          stages[name] = stat(warm.map((w) => w.summary.stages.find((s) => s.name === name)?.ms ?? NaN)).median
        }

        const stop = await preview(portgen, out, port)
        let apps
        let typing = null
        try {
          const url = `http://127.0.0.1:${port}/apps/`
          const renders = []
          for (let i = 0; i < loads; i++) {
            const { ms, page, context } = await loadApps(browser, url, n)
            renders.push(ms)
            // Every size gets the keystroke figures (a second's work), not
            // only the largest, so that they show the growth.
            if (i === loads - 1) typing = await typeQuery(page)
            await context.close()
          }
          apps = { renderMs: stat(renders).median, samples: stat(renders).samples }
          log(`scale: ${n} projects: /apps lists them all in ${apps.renderMs} ms` +
            (typing ? `; keystroke median ${typing.keystroke.medianMs} ms, max ${typing.keystroke.maxMs} ms` : ''))
          if (typing?.deferred) log(`scale: note: ${typing.deferred} keystrokes of ${n} projects left work after the synchronous part (deferred rendering)`)
        } finally {
          await stop()
        }

        results.push({
          projects: n,
          cold: { ms: stat([cold.ms]), peakMemoryBytes: cold.summary.peakMemoryBytes },
          warm: { ms: stat(warm.map((w) => w.ms)), peakMemoryBytes: Math.max(...warm.map((w) => w.summary.peakMemoryBytes)) },
          stages,
          coldStages: Object.fromEntries(cold.summary.stages.map((s) => [s.name, Math.round(s.ms * 10) / 10])),
          images: { files: cold.summary.images, encodedCold: cold.summary.imagesEncoded, encodedWarm: Math.max(...warm.map((w) => w.summary.imagesEncoded)) },
          pages: cold.summary.pages,
          home: { firstLoadJSGzip: warm.at(-1).summary.firstLoadJS.gzip, htmlBytes: statSync(join(out, 'index.html')).size },
          apps,
          keystroke: typing?.keystroke ?? null,
          keystrokeToPaint: typing?.keystrokeToPaint ?? null,
          // Other work on the machine slows every figure down: this says how busy it was.
          loadAverage: loadavg()[0],
        })
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

/** The results as Markdown tables. */
export function scaleTable(results) {
  const s = (ms) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`)
  const mb = (b) => `${Math.round(b / 1048576)} MB`
  const kb = (b) => `${(b / 1024).toFixed(1)} kB`
  const lines = [
    '| projects | pages | images (encoded cold) | cold build | warm build (median, min–max) | peak memory cold / warm | home first-load JS gzip | index.html | /apps render | keystroke median / max | keystroke to paint median / max |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const r of results) {
    const key = (k) => (k ? `${k.medianMs} / ${k.maxMs} ms` : '–')
    lines.push(`| ${r.projects} | ${r.pages} | ${r.images.files} (${r.images.encodedCold}) | ${s(r.cold.ms.median)} | ${s(r.warm.ms.median)} (${s(r.warm.ms.min)}–${s(r.warm.ms.max)}) | ` +
      `${mb(r.cold.peakMemoryBytes)} / ${mb(r.warm.peakMemoryBytes)} | ${kb(r.home.firstLoadJSGzip)} | ${kb(r.home.htmlBytes)} | ${Math.round(r.apps.renderMs)} ms | ` +
      `${key(r.keystroke)} | ${key(r.keystrokeToPaint)} |`)
  }
  const names = [...new Set(results.flatMap((r) => Object.keys(r.stages)))]
  lines.push('', `| projects | ${names.map((n) => `${n} (warm / cold)`).join(' | ')} |`, `|---|${names.map(() => '---|').join('')}`)
  for (const r of results) {
    lines.push(`| ${r.projects} | ${names.map((n) => `${s(r.stages[n] ?? NaN)} / ${s(r.coldStages[n] ?? NaN)}`).join(' | ')} |`)
  }
  return lines.join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..')
  const sizes = process.argv.slice(2).map(Number)
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error('usage: node bench/scale.mjs [sizes…]   (whole numbers of projects, such as 10 100 1000)')
    process.exit(2)
  }
  try {
    const results = await benchScale({ repo, ...(sizes.length ? { sizes } : {}) })
    console.log(scaleTable(results))
    console.log()
    console.log(JSON.stringify(results, null, 2))
  } catch (err) {
    console.error(`bench: ${err.message}`)
    process.exit(1)
  }
}
