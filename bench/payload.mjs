// What a visitor downloads: the JS and CSS the home screen needs before it
// is interactive (raw and gzip, by file), every lazy chunk (each route and
// each tool, with what it loads beyond the first load), and the bytes of
// images a phone fetches for the home screen, measured in Chromium; and the
// JS a phone fetches until the network is idle on the home screen and on
// one page of every other kind (each route, its first item, its first tag).
//
//   node bench/payload.mjs [content folder]    (make bench runs it through bench/run.mjs, on the starter)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { launchChromium, need, startPreview } from './common.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const gzip = (data) => gzipSync(data, { level: 9 }).length

/** The static imports of a chunk, transitively: what loading it fetches. */
function closure(dist, file, seen = new Set()) {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(join(dist, file), 'utf8')
  // Line by line (m): a line of its own comes first, V8's compile hint.
  for (const [, path] of code.matchAll(/(?:^|[;}])\s*import\s*(?:[^"'()]*?from\s*)?["']\/(assets\/[^"']+\.js)["']/gm)) closure(dist, path, seen)
  return seen
}

const size = (dist, files) => {
  let raw = 0
  let gz = 0
  for (const f of files) {
    const data = readFileSync(join(dist, f))
    raw += data.length
    gz += gzip(data)
  }
  return { raw, gzip: gz }
}

/**
 * The pages measured beside home: one of each kind the build wrote in the
 * home page's language, each top folder's page (/apps/, /blog/, /resume/…),
 * its first item's (a project, a post) and its first tag's.
 */
function routePages(dist) {
  const lang = (file) => readFileSync(file, 'utf8').match(/<html[^>]* lang="([^"]+)"/)?.[1]
  const homeLang = lang(join(dist, 'index.html'))
  const pages = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'index.html')))
      .map((e) => e.name)
      .sort()
  const paths = []
  for (const top of pages(dist).filter((name) => lang(join(dist, name, 'index.html')) === homeLang)) {
    const item = pages(join(dist, top)).find((name) => name !== 'tags')
    const tag = existsSync(join(dist, top, 'tags')) ? pages(join(dist, top, 'tags'))[0] : undefined
    paths.push(`/${top}/`, ...(item ? [`/${top}/${item}/`] : []), ...(tag ? [`/${top}/tags/${tag}/`] : []))
  }
  return paths
}

/** Builds the starter site (or the one in content) and measures its payload. */
export async function benchPayload({ repo, content = join(repo, 'content'), port = 4320, chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', log = console.error }) {
  need(existsSync(join(repo, 'bin', 'portgen')), 'bin/portgen is missing: run make build first')
  need(existsSync(chromiumPath), `Chromium is missing at ${chromiumPath}: run make chromium`)
  const dir = mkdtempSync(join(tmpdir(), 'portgen-payload-'))
  const dist = join(dir, 'dist')
  try {
    execFileSync(join(repo, 'bin', 'portgen'), ['build', '--content', content, '--theme', join(repo, 'theme'), '--out', dist, '--base-url', `http://127.0.0.1:${port}/`], { stdio: 'ignore' })
    const home = readFileSync(join(dist, 'index.html'), 'utf8')
    // The app: listed for the head script, which loads it once the page has
    // painted; or, with a theme that has none, loaded by the page itself.
    const listed = home.match(/<script type="application\/json" id="portgen-app">(.*?)<\/script>/)?.[1]
    const app = listed
      ? JSON.parse(listed)
      : {
          entry: home.match(/<script type="module" src="([^"]+\.js)">/)[1],
          preloads: [...home.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]),
        }
    const entry = app.entry.replace(/^\//, '')
    const preloaded = app.preloads.map((href) => href.replace(/^\//, ''))
    // The head script, a classic one, runs before the page paints.
    const head = home.match(/<script src="\/(assets\/[^"]+\.js)"><\/script>/)?.[1]
    const firstLoad = [...closure(dist, entry), ...(head ? [head] : [])]
    need(firstLoad.every((f) => f === entry || f === head || preloaded.includes(f)), 'the home page does not preload every chunk its entry imports')
    const css = [...home.matchAll(/<link rel="stylesheet" href="\/(assets\/[^"]+)">/g)].map((m) => m[1])
    const chunks = firstLoad.map((f) => ({ file: f, ...size(dist, [f]) })).sort((a, b) => b.gzip - a.gzip)
    const lazy = readdirSync(join(dist, 'assets'))
      .filter((f) => /^(\w+(Route|Panel))-\w+\.js$/.test(f))
      .map((f) => {
        const own = `assets/${f}`
        const extra = [...closure(dist, own)].filter((c) => !firstLoad.includes(c))
        const styles = readdirSync(join(dist, 'assets')).filter((c) => c.startsWith(f.split('-')[0] + '-') && c.endsWith('.css'))
        return { name: f.split('-')[0], chunk: size(dist, [own]), withImports: size(dist, extra), css: size(dist, styles.map((c) => `assets/${c}`)) }
      })
      .sort((a, b) => a.name.localeCompare(b.name))
    const { images, scripts, pages } = await phonePages({ repo, dist, port, chromiumPath, entry: app.entry, paths: ['/', ...routePages(dist)] })
    return {
      firstLoadJS: { ...size(dist, firstLoad), files: firstLoad.length, chunks },
      firstLoadCSS: { ...size(dist, css), files: css },
      lazy,
      phoneHomeImages: images,
      phoneHomeJS: scripts,
      // The same on each page measured, home first.
      phonePagesJS: pages,
      // The budgets of docs/benchmarks.md: the JS until the network is idle within 100 KB, on every page, and so the first load.
      budgets: { firstLoadJSGzip: 100_000, firstLoadCSSGzip: 10_000, phoneHomeJSGzip: 100_000, phonePageJSGzip: 100_000 },
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * What a 390×844 phone at 3× downloads on each page of paths until the
 * network is idle, each in a fresh context (nothing cached): on the home
 * screen, the images it shows; on each, every script, prefetched ones
 * included, as sent (gzip, by portgen preview).
 */
async function phonePages({ repo, dist, port, chromiumPath, entry, paths }) {
  const stopPreview = await startPreview(join(repo, 'bin', 'portgen'), dist, port)
  const browser = await launchChromium(repo, chromiumPath)
  try {
    const pages = []
    for (const path of paths) pages.push({ path, ...(await phonePage(browser, `http://127.0.0.1:${port}${path}`, entry)) })
    const home = pages[0]
    need(home.images.length > 0 && home.scripts.length > 0, 'the home screen loaded no image or no script: the measurement is broken')
    const total = (list) => list.reduce((s, i) => s + i.bytes, 0)
    return {
      images: { viewport: '390×844 @3×', bytes: total(home.images), files: home.images },
      scripts: { viewport: '390×844', bytes: total(home.scripts), files: home.scripts },
      pages: pages.map(({ path, scripts }) => ({ path, viewport: '390×844', bytes: total(scripts), files: scripts })),
    }
  } finally {
    await browser.close()
    await stopPreview()
  }
}

/**
 * Watches a page's requests; the function it returns resolves once none
 * has been in flight for ms milliseconds, as Playwright's networkidle
 * waits, but from when it is called.
 */
function quietWatch(page) {
  let inFlight = 0
  let last = Date.now()
  page.on('request', () => {
    inFlight++
    last = Date.now()
  })
  const settled = () => {
    inFlight--
    last = Date.now()
  }
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  return async (ms) => {
    while (inFlight > 0 || Date.now() - last < ms) await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * The images and scripts a phone fetches on the page at url until the
 * network is idle after the app's entry (its path) has loaded: the head
 * script asks for the app only once the page has painted, its largest
 * images decoded, and on a busy machine the network could fall idle
 * before that, with the head script alone counted.
 */
async function phonePage(browser, url, entry) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const images = []
    const scripts = []
    const pending = []
    page.on('requestfinished', (request) => {
      const kind = request.resourceType()
      if (kind !== 'image' && kind !== 'script') return
      pending.push(
        request.sizes().then((sizes) => {
          const list = kind === 'image' ? images : scripts
          list.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })
        }),
      )
    })
    const quiet = quietWatch(page)
    const entryLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === entry, { timeout: 60_000 })
    await page.goto(url)
    await entryLoaded
    await quiet(500)
    await Promise.all(pending)
    need(scripts.length > 0, `${url} loaded no script: the measurement is broken`)
    // Once, a page's shell chunk came back with no size: a sum short of it is no figure.
    const unsized = scripts.filter((s) => !(s.bytes > 0)).map((s) => s.url)
    need(unsized.length === 0, `${url}: Chromium gave no size for ${unsized.join(', ')}: the measurement is broken`)
    return { images, scripts }
  } finally {
    await context.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const content = process.argv[2]
  const p = await benchPayload({ repo: join(here, '..'), ...(content ? { content } : {}) })
  const kb = (n) => `${(n / 1000).toFixed(1)} KB`
  console.log(`first-load JS: ${kb(p.firstLoadJS.raw)} raw, ${kb(p.firstLoadJS.gzip)} gzip in ${p.firstLoadJS.files} files; CSS ${kb(p.firstLoadCSS.gzip)} gzip`)
  for (const page of p.phonePagesJS) console.log(`JS a phone fetches on ${page.path} until the network is idle: ${page.bytes} B in ${page.files.length} files`)
  for (const c of p.firstLoadJS.chunks) console.log(`  ${c.file}  ${kb(c.raw)}  ${kb(c.gzip)}`)
  for (const l of p.lazy) console.log(`lazy ${l.name}: ${kb(l.chunk.gzip)} (+${kb(l.withImports.gzip - l.chunk.gzip)} imports) CSS ${kb(l.css.gzip)}`)
  console.log(`phone home images: ${p.phoneHomeImages.bytes} bytes`, p.phoneHomeImages.files)
}
