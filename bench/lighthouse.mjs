// Lighthouse 12.8, mobile preset, on every route of the starter site and one
// project page, served by `portgen preview --https` on 127.0.0.1: compressed,
// and over HTTP/2 as GitHub Pages, Netlify and Cloudflare Pages serve it
// (over HTTP/1.1, Lighthouse's simulation queues the site's two dozen files
// on six connections, which no visitor of those hosts sees). Each page is
// run several times; the medians are reported.
//
//   node bench/lighthouse.mjs [runs]    (make bench runs it through bench/run.mjs)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { median, need, startPreview, stat } from './common.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const chromeFlags = ['--ignore-certificate-errors', '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** Builds the starter site, serves it and runs Lighthouse on each page `runs` times. */
export async function benchLighthouse({ repo, runs = 3, port = 4310, chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', log = console.error }) {
  need(existsSync(join(repo, 'bin', 'portgen')), 'bin/portgen is missing: run make build first')
  need(existsSync(chromiumPath), `Chromium is missing at ${chromiumPath}: run make chromium`)
  if (!existsSync(join(here, 'node_modules', 'lighthouse'))) {
    log('bench: installing Lighthouse into bench/node_modules…')
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: here, stdio: 'inherit' })
  }
  const { default: lighthouse } = await import(pathToFileURL(join(here, 'node_modules', 'lighthouse', 'core', 'index.js')).href)
  const { launch } = await import(pathToFileURL(join(here, 'node_modules', 'chrome-launcher', 'dist', 'index.js')).href)

  const dir = mkdtempSync(join(tmpdir(), 'portgen-lighthouse-'))
  const site = `https://127.0.0.1:${port}/`
  execFileSync(join(repo, 'bin', 'portgen'), ['build', '--content', join(repo, 'content'), '--theme', join(repo, 'theme'), '--out', join(dir, 'dist'), '--base-url', site], { stdio: 'ignore' })
  const stopPreview = await startPreview(join(repo, 'bin', 'portgen'), join(dir, 'dist'), port, ['--https'])
  const profile = join(dir, 'profile')
  mkdirSync(profile)
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags, userDataDir: profile })
  const pages = ['', 'apps/', 'apps/bookstore/', 'about/', 'docs/', 'setting/']
  const results = []
  try {
    for (const path of pages) {
      const samples = []
      for (let i = 0; i < runs; i++) {
        log(`bench: Lighthouse ${i + 1}/${runs} /${path}`)
        const { lhr } = await lighthouse(site + path, { port: chrome.port, output: 'json', logLevel: 'error' })
        need(!lhr.runtimeError, `Lighthouse failed on /${path}: ${lhr.runtimeError?.message}`)
        samples.push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          bestPractices: lhr.categories['best-practices'].score * 100,
          seo: lhr.categories.seo.score * 100,
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        })
      }
      const of = (key) => median(samples.map((s) => s[key]))
      results.push({
        page: '/' + path,
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        seo: of('seo'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        performanceRuns: stat(samples.map((s) => s.performance)),
      })
    }
  } finally {
    await chrome.kill()
    await stopPreview()
    rmSync(dir, { recursive: true, force: true })
  }
  const { version } = JSON.parse(readFileSync(join(here, 'node_modules', 'lighthouse', 'package.json'), 'utf8'))
  return { runs, preset: 'mobile (Lighthouse default)', served: 'portgen preview --https (gzip, HTTP/2) on 127.0.0.1', version, pages: results }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchLighthouse({ repo: join(here, '..'), runs: Number(process.argv[2] ?? 3) })
  console.log('| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const p of result.pages) {
    console.log(`| ${p.page} | ${p.performance} (${p.performanceRuns.min}–${p.performanceRuns.max}) | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${(p.lcpMs / 1000).toFixed(1)} s | ${Math.round(p.tbtMs)} ms | ${p.cls.toFixed(3)} |`)
  }
}
