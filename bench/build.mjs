// Build time of `portgen build` of the starter site against `vite build` of
// the same theme with the same generated data (bench/vite/ holds Vite and
// its configuration; the product never uses it). Each side is timed as a
// whole command, spawned as a child process, cold and warm, the two tools
// taking turns within each round.
//
//   node bench/build.mjs [runs]    (needs bin/portgen and the theme's npm
//                                   packages, from make build, and Chromium)
//
// bench/run.mjs imports benchBuild; run alone, this prints a table and the JSON.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, extname, join, relative, resolve, sep } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { launchChromium, median, round, stat } from './common.mjs'

const benchDir = dirname(fileURLToPath(import.meta.url))
const viteDir = join(benchDir, 'vite')
const viteBin = join(viteDir, 'node_modules', 'vite', 'bin', 'vite.js')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// The folders of portgen's generated data under assets/ that Vite gets as
// its public dir; the rest of assets/ is portgen's bundle, which Vite makes itself.
const dataFolders = ['data', 'documents', 'icons', 'locales', 'media']

/** Times portgen build against vite build, alternating A B A B, cold and warm. */
export async function benchBuild({ repo, runs = 5, log = console.error }) {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`bench build: runs must be a whole number ≥ 1, not ${runs}`)
  const portgen = join(repo, 'bin', 'portgen')
  checkTools(repo, portgen)
  await installVite(log)
  const versions = {
    vite: JSON.parse(readFileSync(join(viteDir, 'node_modules', 'vite', 'package.json'), 'utf8')).version,
    portgen: (await run(portgen, ['version'], { cwd: repo })).stdout.split('\n')[0].replace(/^portgen /, ''),
  }

  const tmp = mkdtempSync(join(tmpdir(), 'portgen-bench-build-'))
  try {
    const site = ['--content', join(repo, 'content'), '--theme', join(repo, 'theme')]
    const buildPortgen = async (out, cacheDir) => {
      const { ms, stdout } = await run(portgen, ['build', '--json', '--out', out, '--cache-dir', cacheDir, ...site], { cwd: repo })
      const summary = JSON.parse(stdout)
      if (!(summary.pages > 0) || !existsSync(join(out, 'index.html'))) throw new Error(`bench build: portgen build wrote no pages into ${out}`)
      return { ms, summary }
    }
    const root = join(tmp, 'vite-root')
    const buildVite = async (out) => {
      const { ms } = await run(process.execPath, [viteBin, 'build', root, '--config', join(viteDir, 'vite.config.js'), '--outDir', out], { cwd: viteDir })
      if (!existsSync(join(out, 'index.html'))) throw new Error(`bench build: vite build wrote no index.html into ${out}`)
      return { ms }
    }

    // A first portgen build (untimed) makes the data that Vite's side copies,
    // and the image cache and output folder that portgen's warm runs reuse.
    log('bench build: a first portgen build, for the data Vite copies and the warm cache')
    const warmOut = join(tmp, 'portgen-warm-out')
    const warmCache = join(tmp, 'portgen-warm-cache')
    await buildPortgen(warmOut, warmCache)
    writeViteRoot(root, warmOut, repo)

    const samples = { portgen: { cold: [], warm: [] }, vite: { cold: [], warm: [] } }
    const coldImages = []
    const stages = {}
    let encodedWarm = 0
    let sizes, imageFiles
    for (let i = 1; i <= runs; i++) {
      const cold = mkdtempSync(join(tmp, 'cold-'))
      const pg = await buildPortgen(join(cold, 'portgen-out'), join(cold, 'portgen-cache'))
      if (pg.summary.images > 0 && pg.summary.imagesEncoded === 0) throw new Error('bench build: a cold portgen build encoded no image: is --cache-dir ignored?')
      samples.portgen.cold.push(pg.ms)
      coldImages.push(pg.summary.stages.find((s) => s.name === 'finish')?.ms ?? 0)
      removeViteCaches()
      const vite = await buildVite(join(cold, 'vite-out'))
      samples.vite.cold.push(vite.ms)
      if (i === 1) {
        imageFiles = countImages(join(cold, 'portgen-out'))
        await checkRenders(join(cold, 'vite-out'), repo, log)
        sizes = { portgen: jsBytes(join(cold, 'portgen-out', 'assets')), vite: jsBytes(join(cold, 'vite-out', 'assets')) }
      }
      log(`bench build: cold ${i}/${runs}: portgen ${fmt(pg.ms)} ms, vite ${fmt(vite.ms)} ms`)
      rmSync(cold, { recursive: true, force: true })
    }

    // Warm: portgen with the image cache of the first build and an output
    // folder to replace; Vite once more into an existing outDir. One untimed
    // round first, so that both start from the same state.
    const viteWarmOut = join(tmp, 'vite-warm-out')
    await buildPortgen(warmOut, warmCache)
    await buildVite(viteWarmOut)
    for (let i = 1; i <= runs; i++) {
      const pg = await buildPortgen(warmOut, warmCache)
      samples.portgen.warm.push(pg.ms)
      encodedWarm += pg.summary.imagesEncoded
      for (const { name, ms } of pg.summary.stages) (stages[name] ??= []).push(ms)
      const vite = await buildVite(viteWarmOut)
      samples.vite.warm.push(vite.ms)
      log(`bench build: warm ${i}/${runs}: portgen ${fmt(pg.ms)} ms, vite ${fmt(vite.ms)} ms`)
    }
    if (encodedWarm > 0) log(`bench build: warning: warm portgen builds encoded ${encodedWarm} images; the image cache did not serve them all`)

    const result = {
      portgen: {
        cold: stat(samples.portgen.cold),
        warm: stat(samples.portgen.warm),
        imageFiles,
        stages: Object.fromEntries(Object.entries(stages).map(([name, ms]) => [name, stat(ms)])),
      },
      vite: { cold: stat(samples.vite.cold), warm: stat(samples.vite.warm) },
      ratio: {
        cold: round(median(samples.portgen.cold) / median(samples.vite.cold), 3),
        warm: round(median(samples.portgen.warm) / median(samples.vite.warm), 3),
      },
      versions,
      notes: [
        'portgen build does the whole site: loads and validates the YAML, resizes and encodes the images (from its cache when warm), compiles the data, bundles the JS and CSS (esbuild, in-process, with the service worker as a second bundle) and writes every page, the sitemap, the manifest and the precache list.',
        `vite build (${versions.vite}, @vitejs/plugin-react) bundles the same theme (theme/src/main.tsx, ES2022, minified, code splitting, no source maps) and copies the generated data of a portgen build (media, icons, documents, locales, project JSON) from its public dir; it writes one index.html holding the same site data. It leaves out the service worker, the other pages and the image work.`,
        `Both bundle the same modules: ${fmt(sizes.portgen / 1000)} KB of JS from portgen (esbuild, without the service worker), ${fmt(sizes.vite / 1000)} KB from Vite (Rolldown and Oxc), minified, before gzip.`,
        `Cold: portgen with an empty --cache-dir (so every image is encoded, which Vite's side never does: while the pages are prerendered, and then a median of ${fmt(median(coldImages))} ms in its finish stage for the images and cards left) and a new output folder; Vite with its cache folder removed and a new outDir. Neither drops the OS file cache.`,
        'Warm: portgen with the cache folder of an earlier build (encoded images, and the bundle, reused while the theme is unchanged: an edited theme is bundled again, about 120 ms here), replacing an existing output folder; Vite run again into an existing outDir (Vite keeps no build cache of its own). Both times include the process start (a Go binary; Node loading Vite and bundling its config).',
      ],
    }
    return result
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

function checkTools(repo, portgen) {
  if (!existsSync(portgen)) throw new Error(`bench build: ${portgen} is missing: run make build first`)
  for (const pkg of ['react', 'playwright-core']) {
    if (!existsSync(join(repo, 'theme', 'node_modules', pkg, 'package.json'))) {
      throw new Error(`bench build: the theme's npm packages are missing (no theme/node_modules/${pkg}): run make build first`)
    }
  }
  if (!existsSync(chromiumPath)) throw new Error(`bench build: Chromium is missing at ${chromiumPath}: run make chromium (or set CHROMIUM_PATH)`)
}

/** Installs bench/vite's locked packages when they are missing. */
async function installVite(log) {
  if (existsSync(viteBin) && existsSync(join(viteDir, 'node_modules', '@vitejs', 'plugin-react'))) return
  log('bench build: installing Vite in bench/vite (npm ci)')
  try {
    await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: viteDir })
  } catch (err) {
    throw new Error(`bench build: installing Vite in bench/vite failed (npm ci):\n${err.message}`)
  }
  if (!existsSync(viteBin)) throw new Error(`bench build: npm ci in bench/vite left no ${viteBin}`)
}

/** The size of the JS files in dir, in bytes. */
function jsBytes(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + statSync(join(dir, name)).size, 0)
}

/** Removes every cache Vite keeps under bench/vite, for a cold build. */
function removeViteCaches() {
  for (const dir of ['.vite', '.vite-temp']) rmSync(join(viteDir, 'node_modules', dir), { recursive: true, force: true })
}

/**
 * Writes Vite's root: an index.html that loads the theme's entry and holds
 * the site's data as portgen's pages do, and public/assets/ with the data
 * portgen generated, so the bundle finds the same files at the same URLs.
 */
function writeViteRoot(root, portgenOut, repo) {
  const html = readFileSync(join(portgenOut, 'index.html'), 'utf8')
  const block = (id) => {
    const match = html.match(new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`))
    if (!match) throw new Error(`bench build: portgen's index.html has no #${id} block`)
    return JSON.parse(match[1])
  }
  // Vite has no service worker to register (see the notes), and loads the
  // CSS of its lazy chunks itself, so the page lists no chunk styles.
  const site = { ...block('portgen-site'), serviceWorker: '' }
  block('portgen-styles')
  const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c')
  const entry = relative(root, join(repo, 'theme', 'src', 'main.tsx'))
  mkdirSync(join(root, 'public', 'assets'), { recursive: true })
  for (const folder of dataFolders) {
    const from = join(portgenOut, 'assets', folder)
    if (existsSync(from)) cpSync(from, join(root, 'public', 'assets', folder), { recursive: true })
  }
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>portgen's theme, built by Vite</title>
<script type="application/json" id="portgen-site">${json(site)}</script>
<script type="application/json" id="portgen-styles">{}</script>
<script type="module" src="${entry.split(sep).join('/')}"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`,
  )
}

/** Serves Vite's output and fails unless Chromium shows the home screen's heading with no page error. */
async function checkRenders(outDir, repo, log) {
  const server = await serve(outDir)
  const browser = await launchChromium(repo, chromiumPath)
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const errors = []
    const missing = []
    page.on('pageerror', (err) => errors.push(err.message))
    page.on('response', (res) => res.status() >= 400 && missing.push(`${res.status()} ${res.url()}`))
    await page.goto(`http://127.0.0.1:${server.address().port}/`)
    const heading = page.locator('h1').first()
    const shown = await heading.waitFor({ state: 'visible', timeout: 20_000 }).then(() => true, () => false)
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
    const styled = await page.evaluate(() => document.styleSheets.length)
    if (!shown || errors.length || !styled) {
      throw new Error(
        `bench build: Vite's build does not work, so it is not timed: ${!shown ? 'no h1 showed on the home screen' : !styled ? 'the page has no stylesheet' : 'the page threw'}` +
          [...errors, ...missing].map((line) => `\n  ${line}`).join(''),
      )
    }
    if (missing.length) log(`bench build: Vite's page asked for files it does not have:${missing.map((line) => `\n  ${line}`).join('')}`)
    log(`bench build: Vite's build renders: h1 "${(await heading.innerText()).replace(/\s+/g, ' ').trim()}", no page error`)
  } finally {
    await browser.close()
    await new Promise((done) => server.close(done))
  }
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg', '.pdf': 'application/pdf', '.woff2': 'font/woff2',
}

/** A static file server for dir on a free loopback port. */
function serve(dir) {
  const server = createServer((req, res) => {
    let file = resolve(dir, '.' + decodeURIComponent(new URL(req.url, 'http://x').pathname))
    if (file !== dir && !file.startsWith(dir + sep)) file = ''
    else if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!file || !existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  return new Promise((ready, fail) => server.once('error', fail).listen(0, '127.0.0.1', () => ready(server)))
}

/** Runs a command and times it, from spawning it to its exit; rejects with its output when it fails. */
function run(command, args, { cwd }) {
  return new Promise((done, fail) => {
    let stdout = ''
    let stderr = ''
    let ms = 0
    const start = performance.now()
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.once('exit', () => (ms = performance.now() - start))
    child.once('error', (err) => fail(new Error(`bench build: cannot run ${command}: ${err.message}`)))
    child.once('close', (code, signal) => {
      if (code === 0) done({ ms, stdout, stderr })
      else fail(new Error(`bench build: ${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`}):\n${stderr || stdout}`))
    })
  })
}

const fmt = (ms) => (ms >= 100 ? String(Math.round(ms)) : ms.toFixed(1))

/** The result as a small table. */
function formatBuild(result) {
  const row = (name, s) => `${name.padEnd(16)}${fmt(s.median).padStart(9)}  ${`${fmt(s.min)}–${fmt(s.max)}`.padStart(15)}`
  return [
    `${'build (ms)'.padEnd(16)}${'median'.padStart(9)}  ${'min–max'.padStart(15)}`,
    row('portgen cold', result.portgen.cold),
    row('vite cold', result.vite.cold),
    row('portgen warm', result.portgen.warm),
    row('vite warm', result.vite.warm),
    `portgen / vite: cold ${result.ratio.cold}×, warm ${result.ratio.warm}× (budget: warm ≤ 0.3×)`,
    `portgen warm stages: ${Object.entries(result.portgen.stages).map(([name, s]) => `${name} ${fmt(s.median)}`).join(', ')}`,
    `vite ${result.versions.vite}; portgen ${result.versions.portgen}`,
  ].join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const runs = Number(process.argv[2] ?? 5)
  try {
    const result = await benchBuild({ repo: join(benchDir, '..'), runs })
    console.log(formatBuild(result))
    console.log(JSON.stringify(result, null, 2))
  } catch (err) {
    console.error(err.message)
    process.exit(1)
  }
}

/** The image files a build wrote, the site's icons and the link-preview cards aside. */
function countImages(out) {
  const files = readdirSync(join(out, 'assets'), { recursive: true }).map(String)
  return files.filter((f) => /\.(webp|jpe?g|png)$/.test(f) && !/^(icons|cards)[\\/]/.test(f)).length
}
