// Lighthouse 12.8, mobile preset, on every route of the starter site, one
// project page, the résumé, and the blog's list and post, in each of the
// site's languages (the default at the root, the others under /pt/, /fr/…,
// as the build lists them), served by `portgen preview` on 127.0.0.1
// twice: over HTTP/1.1 with gzip, as S3 website hosting and a plain nginx
// serve it, and with --https over HTTP/2, as GitHub Pages, Netlify and
// Cloudflare Pages do. Over HTTP/1.1, Lighthouse's simulation queues the
// site's files on six connections: a chain of requests costs more there,
// which is why both are measured. Each page is run several times; the
// medians are reported.
//
// Each page is measured in the light colour scheme, Chromium's own, over
// both protocols, and again in the dark one (--force-dark-mode) over
// HTTP/2: the pages differ by their CSS only, which both protocols load
// alike.
//
// Lighthouse's browser reads English (--lang, --accept-lang) and starts
// each run with empty storage, so the head script never sends it to another
// language: a run that ends on another URL than it asked for fails.
//
//   node bench/lighthouse.mjs [runs] [languages] [pages]    (make bench runs it through bench/run.mjs, every language)
//
// languages, a comma-separated list of the site's codes (en,pt), measures
// only those (all: every one): every language takes as long as the
// default's, three times the time on the starter site. pages, a
// comma-separated list of the pages below a language's root (resume/,docs/;
// home for the root), measures only those: to look again at one page.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { builtSite, median, need, startPreview, stat } from './common.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const chromeFlags = ['--lang=en-US', '--accept-lang=en-US', '--ignore-certificate-errors', '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** Builds the starter site, serves it and runs Lighthouse on each page (all unless `only` lists some), in each language (all unless `languages` lists codes), `runs` times. */
export async function benchLighthouse({ repo, runs = 3, languages, only, port = 4310, chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', log = console.error }) {
  need(existsSync(join(repo, 'bin', 'portgen')), 'bin/portgen is missing: run make build first')
  need(existsSync(chromiumPath), `Chromium is missing at ${chromiumPath}: run make chromium`)
  if (!existsSync(join(here, 'node_modules', 'lighthouse'))) {
    log('bench: installing Lighthouse into bench/node_modules…')
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: here, stdio: 'inherit' })
  }
  const { default: lighthouse } = await import(pathToFileURL(join(here, 'node_modules', 'lighthouse', 'core', 'index.js')).href)
  const { launch } = await import(pathToFileURL(join(here, 'node_modules', 'chrome-launcher', 'dist', 'index.js')).href)

  const dir = mkdtempSync(join(tmpdir(), 'portgen-lighthouse-'))
  const protocols = []
  try {
    for (const { name, scheme, flags, dark } of [
      { name: 'HTTP/1.1 + gzip', scheme: 'http', flags: [] },
      { name: 'HTTP/2 + gzip', scheme: 'https', flags: ['--https'] },
      { name: 'HTTP/2 + gzip, dark', scheme: 'https', flags: ['--https'], dark: true },
    ]) {
      const site = `${scheme}://127.0.0.1:${port}/`
      const out = join(dir, scheme)
      execFileSync(join(repo, 'bin', 'portgen'), ['build', '--content', join(repo, 'content'), '--theme', join(repo, 'theme'), '--out', out, '--base-url', site], { stdio: 'ignore' })
      const paths = pagesIn(builtSite(out), languages, only)
      const profile = mkdtempSync(join(dir, 'profile-'))
      const chrome = await launch({ chromePath: chromiumPath, chromeFlags: dark ? [...chromeFlags, '--force-dark-mode'] : chromeFlags, userDataDir: profile })
      const stopPreview = await startPreview(join(repo, 'bin', 'portgen'), out, port, flags)
      try {
        protocols.push({ protocol: name, pages: await runPages(lighthouse, chrome.port, site, paths, runs, `${name} `, log) })
      } finally {
        await stopPreview()
        await chrome.kill()
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const { version } = JSON.parse(readFileSync(join(here, 'node_modules', 'lighthouse', 'package.json'), 'utf8'))
  const measured = [...new Set(protocols[0].pages.map((p) => p.language))]
  return { runs, languages: measured, preset: 'mobile (Lighthouse default)', served: 'portgen preview on 127.0.0.1, with gzip', version, protocols }
}

// The pages measured in each language, relative to the language's root:
// the blog's list and the starter's post, which holds code, a table and an
// image (in fr, the English post, marked as such).
const pages = ['', 'apps/', 'apps/bookstore/', 'about/', 'docs/', 'setting/', 'resume/', 'blog/', 'blog/progress-ring/']

/**
 * Each page (only those `only` lists, if it does) in each of the built
 * site's languages (only the codes `wanted` lists, if it does), as paths
 * below its base, with their language.
 */
function pagesIn(site, wanted, only) {
  const codes = site.languages.map((l) => l.code)
  for (const code of wanted ?? []) need(codes.includes(code), `the site has no language ${code}: it has ${codes.join(', ')}`)
  for (const page of only ?? []) need(pages.includes(page), `the bench measures no page ${page || 'home'}: it measures ${pages.map((p) => p || 'home').join(', ')}`)
  return site.languages
    .filter((l) => !wanted || wanted.includes(l.code))
    .flatMap((l) => pages.filter((page) => !only || only.includes(page)).map((page) => ({ language: l.code, path: l.path.slice(site.base.length) + page })))
}

/** Runs Lighthouse `runs` times on each page, and keeps the medians. */
async function runPages(lighthouse, port, site, paths, runs, label, log) {
  const results = []
  for (const { language, path } of paths) {
    const samples = []
    for (let i = 0; i < runs; i++) {
      log(`bench: Lighthouse ${label}${i + 1}/${runs} /${path}`)
      const { lhr } = await lighthouse(site + path, { port, output: 'json', logLevel: 'error' })
      need(!lhr.runtimeError, `Lighthouse failed on /${path}: ${lhr.runtimeError?.message}`)
      need(lhr.finalDisplayedUrl === site + path, `Lighthouse asked for /${path} and measured ${lhr.finalDisplayedUrl}: its browser was sent to another language`)
      samples.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      })
    }
    const of = (key) => median(samples.map((s) => s[key]))
    results.push({
      page: '/' + path,
      language,
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
      performanceRuns: stat(samples.map((s) => s.performance)),
      tbtRuns: stat(samples.map((s) => s.tbtMs)),
    })
  }
  return results
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [runs = '3', languages, only] = process.argv.slice(2)
  const list = (arg) => arg?.split(',').map((item) => item.trim())
  const result = await benchLighthouse({
    repo: join(here, '..'),
    runs: Number(runs),
    languages: languages === 'all' ? undefined : list(languages),
    only: list(only)?.map((page) => (page === 'home' ? '' : page)),
  })
  console.log('| protocol | page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS |')
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const { protocol, pages } of result.protocols) {
    for (const p of pages) {
      console.log(`| ${protocol} | ${p.page} | ${p.performance} (${p.performanceRuns.min}–${p.performanceRuns.max}) | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${(p.fcpMs / 1000).toFixed(1)} s | ${(p.lcpMs / 1000).toFixed(1)} s | ${Math.round(p.tbtMs)} ms (${Math.round(p.tbtRuns.min)}–${Math.round(p.tbtRuns.max)}) | ${p.cls.toFixed(3)} |`)
    }
  }
}
