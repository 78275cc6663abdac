// First paint by language, on a throttled phone: what the head script's
// redirect to a visitor's language costs them, and what a stored wallpaper
// costs. A visitor whose browser reads Portuguese, arriving at /, is sent to
// /pt/ before anything paints; their first paint is the Portuguese page's,
// one more document later than an English visitor's.
//
// A 390×844 phone at 3× under Lighthouse's mobile throttling (150 ms round
// trips, 1.6 Mbps down, 750 Kbps up, a CPU 4× slower), the starter site
// served by `portgen preview` over HTTP/1.1 with gzip, each visitor in a
// fresh context (an empty cache, no service worker). The visitors take turns
// run after run, so that a machine busy with something else weighs on each
// of them alike.
//
// The first contentful paint is counted from the start of the first
// navigation, so that a redirect's cost is in it. Both ends are read from
// the DevTools protocol, in the browser's one monotonic clock: the start is
// the moment the first document's request is about to be sent
// (Network.requestWillBeSent, before the throttled round trip), the end the
// `firstContentfulPaint` lifecycle event of the document that finally shows
// (the same presentation time as its PerformancePaintTiming entry). The
// page's own clock would not do alone: performance.timeOrigin and the paint
// entry start over with each document, so the redirected document's FCP
// leaves out the document that sent it there; subtracting the first
// document's timeOrigin from the last's would work through the wall clock,
// converted in each renderer process on its own. That own FCP is recorded
// too: for a visitor who is not redirected it is the same figure within a
// few milliseconds (its navigation starts just before its request: a check
// on the method), for one who is, the difference is the first document's
// cost.
//
// Which document painted first, and in which language, is recorded as well:
// a `firstContentfulPaint` of the English page before the redirect would be
// the flash the redirect is meant to avoid; the document's `lang` and
// `data-wallpaper` are read by a paint observer that every document gets
// before its own scripts run.
//
//   node bench/languages.mjs [runs]    (make bench runs it through bench/run.mjs)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { builtSite, launchChromium, need, startPreview, stat } from './common.mjs'

const here = dirname(fileURLToPath(import.meta.url))

// The visitors: a browser's locale, where they arrive, where they
// should land and in which language; a wallpaper they chose, if any.
const visitors = [
  { id: 'en', name: 'English browser at /', locale: 'en-US', path: '', lands: '', lang: 'en' },
  { id: 'pt', name: 'Portuguese browser (pt-PT) at /', locale: 'pt-PT', path: '', lands: 'pt/', lang: 'pt' },
  { id: 'fr', name: 'French browser (fr-FR) at /', locale: 'fr-FR', path: '', lands: 'fr/', lang: 'fr' },
  { id: 'enApps', name: 'English browser at /apps/', locale: 'en-US', path: 'apps/', lands: 'apps/', lang: 'en' },
  { id: 'ptApps', name: 'Portuguese browser at /pt/apps/', locale: 'pt-PT', path: 'pt/apps/', lands: 'pt/apps/', lang: 'pt' },
  { id: 'wallpaper', name: 'English browser at /, wallpaper lagoon stored', locale: 'en-US', path: '', lands: '', lang: 'en', wallpaper: 'lagoon' },
]

// The goals, each on the medians, against a baseline visitor: a
// budget, the difference from the baseline, and whether it is met.
const sign = (x) => (x < 0 ? '−' : '+') + Math.abs(Math.round(x))
const goals = {
  pt: (v, by) => redirected(v, by.en, 'pt'),
  fr: (v, by) => redirected(v, by.en, 'fr'),
  ptApps: (v, by) => {
    const ratio = v.fcpMs.median / by.enApps.fcpMs.median
    return { budget: '≤ English at /apps/ + 10%', difference: `${sign((ratio - 1) * 100)}% on English at /apps/`, met: ratio <= 1.1 }
  },
  wallpaper: (v, by) => {
    const extra = v.fcpMs.median - by.en.fcpMs.median
    return { budget: 'chosen on <html> from the first paint; ≤ English at / + 100 ms', difference: `${sign(extra)} ms on English at /`, met: v.wallpaperFromFirstPaint && extra <= 100 }
  },
}
function redirected(v, en, lang) {
  const extra = v.fcpMs.median - en.fcpMs.median
  return { budget: `in ${lang} from the first paint; ≤ English at / + 300 ms`, difference: `${sign(extra)} ms on English at /`, met: v.firstPaintInLanguage && extra <= 300 }
}

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
const network = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }
const cpuSlowdown = 4

/** Builds the starter site and times each visitor's first contentful paint, `runs` times each. */
export async function benchLanguages({ repo, runs = 3, port = 4340, chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', log = console.error }) {
  need(existsSync(join(repo, 'bin', 'portgen')), 'bin/portgen is missing: run make build first')
  need(existsSync(chromiumPath), `Chromium is missing at ${chromiumPath}: run make chromium`)
  const dir = mkdtempSync(join(tmpdir(), 'portgen-languages-'))
  const dist = join(dir, 'dist')
  const site = `http://127.0.0.1:${port}/`
  execFileSync(join(repo, 'bin', 'portgen'), ['build', '--content', join(repo, 'content'), '--theme', join(repo, 'theme'), '--out', dist, '--base-url', site], { stdio: 'ignore' })
  const built = builtSite(dist)
  for (const v of visitors) need(built.languages.some((l) => l.code === v.lang), `the starter site has no language ${v.lang}`)
  need(built.languageRedirect !== false, "the starter site turns the language redirect off (site.yaml's languageRedirect)")
  const stopPreview = await startPreview(join(repo, 'bin', 'portgen'), dist, port)
  const browser = await launchChromium(repo, chromiumPath)
  try {
    // The browser's first page costs more than any after it (a renderer and
    // its caches of fonts and code to start): a visit that is not counted.
    log('bench: first paint, a visit to warm the browser up')
    await firstPaint(browser, site, visitors[0])
    const samples = Object.fromEntries(visitors.map((v) => [v.id, []]))
    for (let i = 0; i < runs; i++) {
      for (const v of visitors) {
        log(`bench: first paint ${i + 1}/${runs}, ${v.name}`)
        samples[v.id].push(await firstPaint(browser, site, v))
      }
    }
    const by = {}
    for (const v of visitors) {
      const s = samples[v.id]
      by[v.id] = {
        visitor: v.name,
        locale: v.locale,
        arrivesAt: '/' + v.path,
        landsOn: '/' + v.lands,
        fcpMs: stat(s.map((x) => x.fcpMs)),
        ownFcpMs: stat(s.map((x) => x.ownFcpMs)),
        imagePaintMs: stat(s.map((x) => x.imagePaintMs)),
        langAtFirstPaint: s.map((x) => x.lang),
        firstPaintInLanguage: s.every((x) => x.firstPainted === site + v.lands && x.lang.split('-')[0] === v.lang),
        wallpaperAtFirstPaint: s.map((x) => x.wallpaper),
        wallpaperFromFirstPaint: s.every((x) => x.wallpaper === (v.wallpaper ?? null)),
      }
    }
    for (const [id, goal] of Object.entries(goals)) by[id].goal = goal(by[id], by)
    return {
      phone: `390×844 @3×, ${network.latency} ms RTT, 1.6 Mbps down, 750 Kbps up, CPU ${cpuSlowdown}× slower`,
      served: 'portgen preview on 127.0.0.1, HTTP/1.1 with gzip',
      runs,
      visitors: visitors.map((v) => ({ id: v.id, ...by[v.id] })),
    }
  } finally {
    await browser.close()
    await stopPreview()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A promise and its resolve (Promise.withResolvers, which Node 20 lacks). */
function deferred() {
  let resolve
  const promise = new Promise((r) => (resolve = r))
  return { promise, resolve }
}

/**
 * One visit, in a fresh context: milliseconds from the first navigation's
 * request to the first contentful paint of the document that shows and to
 * its first image paint (the wallpaper, which a stored choice fetches late),
 * that document's own FCP, which document painted first and its lang and
 * wallpaper then.
 */
async function firstPaint(browser, site, visitor) {
  const context = await browser.newContext({ ...phone, locale: visitor.locale, serviceWorkers: 'block' })
  try {
    if (visitor.wallpaper) {
      // Before the page's scripts, in every document of the origin: as Settings would have left it.
      await context.addInitScript(([key, id]) => {
        try {
          localStorage.setItem(key, id)
        } catch {} // about:blank has no storage
      }, ['portfolio-wallpaper', visitor.wallpaper])
    }
    await context.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        const fcp = list.getEntriesByName('first-contentful-paint')[0]
        if (!fcp) return
        observer.disconnect()
        const root = document.documentElement
        window.__benchFirstPaint = { url: location.href, lang: root.lang, wallpaper: root.getAttribute('data-wallpaper'), fcpMs: fcp.startTime }
      }).observe({ type: 'paint', buffered: true })
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', network)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await cdp.send('Page.enable')
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true })
    const { frameTree } = await cdp.send('Page.getFrameTree')
    const mainFrame = frameTree.frame.id

    // The main frame's documents by loader (a navigation's request id is its loader id), in order.
    const documents = new Map()
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Document' && e.frameId === mainFrame && !documents.has(e.loaderId)) documents.set(e.loaderId, { url: e.request.url, sentAt: e.timestamp })
    })
    const target = site + visitor.lands
    const paints = []
    const landed = { firstContentfulPaint: deferred(), firstImagePaint: deferred() }
    cdp.on('Page.lifecycleEvent', (e) => {
      if (e.frameId !== mainFrame || !(e.name in landed)) return
      const doc = documents.get(e.loaderId)
      if (e.name === 'firstContentfulPaint') paints.push(doc?.url)
      if (doc?.url === target) landed[e.name].resolve(e.timestamp)
    })
    let timer
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`bench: no first paint of ${target} and its images within 60 s for ${visitor.name}`)), 60_000)))

    await page.goto(site + visitor.path, { waitUntil: 'commit' })
    const [paintedAt, imagePaintedAt] = await Promise.race([Promise.all([landed.firstContentfulPaint.promise, landed.firstImagePaint.promise]), timeout]).finally(() => clearTimeout(timer))
    const first = documents.values().next().value
    need(first?.url === site + visitor.path, `the first document of ${visitor.name} was ${first?.url}`)
    const seen = await page.waitForFunction(() => window.__benchFirstPaint).then((h) => h.jsonValue())
    need(seen.url === target, `${visitor.name}: the paint observer saw ${seen.url}, not ${target}`)
    return {
      fcpMs: (paintedAt - first.sentAt) * 1000,
      ownFcpMs: seen.fcpMs,
      imagePaintMs: (imagePaintedAt - first.sentAt) * 1000,
      firstPainted: paints[0],
      lang: seen.lang,
      wallpaper: seen.wallpaper,
    }
  } finally {
    await context.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchLanguages({ repo: join(here, '..'), runs: Number(process.argv[2] ?? 3) })
  console.log(`First contentful paint on a phone (${result.phone}), from the first navigation, median of ${result.runs}:`)
  for (const v of result.visitors) {
    const landed = v.landsOn === v.arrivesAt ? '' : ` → ${v.landsOn}`
    const goal = v.goal ? `; ${v.goal.difference}, goal ${v.goal.budget}: ${v.goal.met ? 'met' : 'MISSED'}` : ''
    console.log(`  ${v.visitor}${landed}: ${v.fcpMs.median} ms (${v.fcpMs.min}–${v.fcpMs.max}), its document's own ${v.ownFcpMs.median} ms; first image (the wallpaper) ${v.imagePaintMs.median} ms; lang at first paint ${v.langAtFirstPaint.join(', ')}; wallpaper ${v.wallpaperAtFirstPaint.map((w) => w ?? 'default').join(', ')}${goal}`)
  }
}
