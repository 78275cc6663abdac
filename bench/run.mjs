// make bench: every figure portgen claims, measured on this machine in one
// run, printed as one table and written to bench/results/bench.json.
// Timings are reported, never asserted; a missing tool fails the run.
//
//   node bench/run.mjs [--quick]    (--quick: fewer runs, sizes 10 and 100)
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchBinary } from './binary.mjs'
import { benchBuild } from './build.mjs'
import { benchImport } from './import.mjs'
import { benchLanguages } from './languages.mjs'
import { benchLighthouse } from './lighthouse.mjs'
import { benchPayload } from './payload.mjs'
import { benchScale } from './scale.mjs'
import { benchToolOpen } from './tools.mjs'

const repo = join(dirname(fileURLToPath(import.meta.url)), '..')
const quick = process.argv.includes('--quick')
const log = (message) => console.error(message)

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB`
log(`bench: ${machine}`)
const build = await benchBuild({ repo, runs: quick ? 3 : 5, log })
const payload = await benchPayload({ repo, log })
const lighthouse = await benchLighthouse({ repo, runs: quick ? 1 : 3, log })
const toolOpen = await benchToolOpen({ repo, runs: quick ? 1 : 3, log })
const languages = await benchLanguages({ repo, runs: quick ? 1 : 3, log })
log('bench: reload latency of portgen serve…')
execFileSync('node', [join(repo, 'bench', 'reload.mjs'), quick ? '10' : '60'], { stdio: ['ignore', 'ignore', 'inherit'] })
const reload = JSON.parse(readFileSync(join(repo, 'bench', 'results', 'reload.json'), 'utf8'))
log('bench: saves on the page under portgen serve…')
execFileSync('node', [join(repo, 'bench', 'edit.mjs'), quick ? '10' : '60'], { stdio: ['ignore', 'ignore', 'inherit'] })
const edit = JSON.parse(readFileSync(join(repo, 'bench', 'results', 'edit.json'), 'utf8'))
const binary = await benchBinary({ repo, runs: quick ? 1 : 3, log })
const imported = await benchImport({ repo, runs: quick ? 2 : 5, log })
const scale = await benchScale({ repo, sizes: quick ? [10, 100] : [100, 400, 1000], runs: quick ? 2 : 3, log })

const results = { date: new Date().toISOString().slice(0, 10), machine, build, payload, lighthouse, toolOpen, languages, reload, edit, binary, imported, scale }
mkdirSync(join(repo, 'bench', 'results'), { recursive: true })
writeFileSync(join(repo, 'bench', 'results', 'bench.json'), JSON.stringify(results, null, 2) + '\n')

// The table.
const ms = (s) => `${Math.round(s.median)} ms` + (s.max > 1.5 * s.min ? ` (${Math.round(s.min)}–${Math.round(s.max)})` : '')
const kb = (n) => `${(n / 1000).toFixed(1)} KB`
const verdict = (ok) => (ok ? 'met' : '**missed**')
const rows = []
const row = (what, figure, budget = '', met = '') => rows.push(`| ${what} | ${figure} | ${budget} | ${met} |`)
row('Build, cold: portgen / Vite 8', `${ms(build.portgen.cold)} / ${ms(build.vite.cold)} = ${build.ratio.cold.toFixed(2)}×`, '≤ 6 s (portgen)', verdict(build.portgen.cold.median <= 6000))
row('Image files of the starter, icons and cards aside', String(build.portgen.imageFiles), '≤ 103', verdict(build.portgen.imageFiles <= 103))
row('Build, warm: portgen / Vite 8', `${ms(build.portgen.warm)} / ${ms(build.vite.warm)} = ${build.ratio.warm.toFixed(2)}×`, '≤ 0.3×', verdict(build.ratio.warm <= 0.3))
row('portgen warm, by stage', Object.entries(build.portgen.stages).map(([name, s]) => `${name} ${Math.round(s.median)}`).join(', ') + ' ms')
row('First-load JS (home), gzip', `${kb(payload.firstLoadJS.gzip)} in ${payload.firstLoadJS.files} files (${kb(payload.firstLoadJS.raw)} raw)`, `≤ ${kb(payload.budgets.firstLoadJSGzip)}`, verdict(payload.firstLoadJS.gzip <= payload.budgets.firstLoadJSGzip))
row('First-load CSS (home), gzip', `${kb(payload.firstLoadCSS.gzip)} (${kb(payload.firstLoadCSS.raw)} raw)`, '≤ 10 KB', verdict(payload.firstLoadCSS.gzip <= 10_000))
for (const l of payload.lazy) row(`Lazy chunk: ${l.name}, gzip`, `${kb(l.chunk.gzip)}; with its imports ${kb(l.withImports.gzip)}; CSS ${kb(l.css.gzip)}`)
row('Images, home on a phone (390×844 @3×)', `${kb(payload.phoneHomeImages.bytes)} in ${payload.phoneHomeImages.files.length} file(s)`)
row('JS fetched until the network is idle, home on a phone, gzip', `${kb(payload.phoneHomeJS.bytes)} in ${payload.phoneHomeJS.files.length} files`, `≤ ${kb(payload.budgets.phoneHomeJSGzip)}`, verdict(payload.phoneHomeJS.bytes <= payload.budgets.phoneHomeJSGzip))
for (const page of payload.phonePagesJS.slice(1)) {
  row(`JS fetched until the network is idle, ${page.path} on a phone, gzip`, `${page.bytes} bytes in ${page.files.length} files`, `≤ ${kb(payload.budgets.phonePageJSGzip)}`, verdict(page.bytes <= payload.budgets.phonePageJSGzip))
}
for (const { protocol, pages } of lighthouse.protocols) {
  for (const p of pages) {
    const ok = p.performance === 100 && p.accessibility === 100 && p.bestPractices === 100 && p.seo === 100 && p.fcpMs <= 1000 && p.lcpMs <= 1500 && p.cls === 0 && p.tbtMs <= 50
    row(
      `Lighthouse ${p.page}, ${protocol}`,
      `${p.performance} / ${p.accessibility} / ${p.bestPractices} / ${p.seo}; FCP ${(p.fcpMs / 1000).toFixed(1)} s, LCP ${(p.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(p.tbtMs)} ms, CLS ${p.cls.toFixed(2)}`,
      '100 / 100 / 100 / 100; FCP ≤ 1.0 s, LCP ≤ 1.5 s, CLS 0, TBT ≤ 50 ms',
      verdict(ok),
    )
  }
}
for (const t of toolOpen.tools) {
  row(`A tool's first open on a phone (${toolOpen.phone}): ${t.tool}`, `${ms(t.sideBySideMs)}, the host and the panel fetched side by side; ${ms(t.oneAfterTheOtherMs)} with the panel fetched after the host`)
}
for (const v of languages.visitors) {
  const landed = v.landsOn === v.arrivesAt ? '' : ` → ${v.landsOn}`
  const figure = [
    `FCP ${ms(v.fcpMs)}` + (v.goal ? `, ${v.goal.difference}` : ''),
    landed && `its own document's ${Math.round(v.ownFcpMs.median)} ms`,
    `first paint in ${[...new Set(v.langAtFirstPaint)].join(', ')}` + (v.firstPaintInLanguage ? '' : ' (not its language)'),
    `wallpaper ${[...new Set(v.wallpaperAtFirstPaint.map((w) => w ?? 'default'))].join(', ')} at first paint, first image at ${Math.round(v.imagePaintMs.median)} ms`,
  ]
  row(`First paint on a phone: ${v.visitor}${landed}`, figure.filter(Boolean).join('; '), v.goal?.budget ?? '', v.goal ? verdict(v.goal.met) : '')
}
row('Reload, project YAML, starter (median, p95)', `${reload.yaml.median} ms, ${reload.yaml.p95} ms`, '≤ 100 ms median', verdict(reload.yaml.median <= 100))
row('Reload, project YAML, 400 projects (median, p95)', `${reload.yaml400.median} ms, ${reload.yaml400.p95} ms: ${reload.yaml400.ratio}× the starter's`, '≤ 1.2× the starter', verdict(reload.yaml400.ratio <= 1.2))
row("Reload, project YAML, the project's own page, starter (median, p95)", `${reload.page.median} ms, ${reload.page.p95} ms`, '≤ 100 ms median', verdict(reload.page.median <= 100))
row("Reload, project YAML, the project's own page, 400 projects (median, p95)", `${reload.page400.median} ms, ${reload.page400.p95} ms: ${reload.page400.ratio}× the starter's`, '≤ 1.2× the starter', verdict(reload.page400.ratio <= 1.2))
row("Reload, a post's Markdown, the post's page, starter (median, p95)", `${reload.post.median} ms, ${reload.post.p95} ms`, '≤ 100 ms median', verdict(reload.post.median <= 100))
row('Reload, theme .tsx (median, p95)', `${reload.tsx.median} ms, ${reload.tsx.p95} ms`)
row('Edit on the page: a title saved → the page shows it, starter (median, p95)', `${edit.total.median} ms, ${edit.total.p95} ms`, '≤ 100 ms median', verdict(edit.total.median <= 100))
row('Edit on the page, server: save → reply, save → reload event, map (medians)', `${edit.reply.median} ms, ${edit.reload.median} ms, ${edit.map.median} ms`)
row('Release binary (no cgo, static, stripped)', `${(binary.binaryBytes / 1e6).toFixed(1)} MB`, '≤ 40 MB', verdict(binary.binaryBytes <= 40e6))
row('New site → first page served, cold (new user cache)', `${ms(binary.firstPage.cold)}: ${(binary.firstPage.cold.median / binary.firstPage.warm.median).toFixed(1)}× the warm start`, '≤ 2 s, ≤ 3× warm', verdict(binary.firstPage.cold.median <= 2000 && binary.firstPage.cold.median <= 3 * binary.firstPage.warm.median))
row('New site → first page served, warm', ms(binary.firstPage.warm))
row(`New site from a forge profile (${imported.projects} repositories, fake forges)`, ms(imported.newSiteFrom), '≤ 3 s', verdict(imported.newSiteFrom.median <= 3000))
row('Warm build: embedded theme / theme/ folder', `${ms(binary.warmBuild.embedded)} / ${ms(binary.warmBuild.folder)} = ${binary.warmBuild.ratio.toFixed(2)}×; bundle from the cache every time: ${binary.warmBuild.bundleCachedEveryTime ? 'yes' : 'no'}`, '≤ 1.10×', verdict(binary.warmBuild.ratio <= 1.1 && binary.warmBuild.bundleCachedEveryTime))
for (const s of scale) {
  const mb = (b) => `${Math.round(b / 2 ** 20)} MB`
  if (s.posts) {
    const site = `${s.projects} projects + ${s.posts} posts`
    row(`${site} (${s.pages} pages): first build (the posts' images) / warm`, `${ms(s.cold.ms)} / ${ms(s.warm.ms)}; peak memory ${mb(s.warm.peakMemoryBytes)} warm; warm builds rendered ${s.warm.pagesRendered} pages, drew ${s.cards.drawnWarm} cards`)
    row(`${site}: warm build / the same site without posts`, `${s.warmRatio.toFixed(2)}×`, '≤ 1.3×', verdict(s.warmRatio <= 1.3))
    row(`${site}: warm stages`, Object.entries(s.stages).map(([name, t]) => `${name} ${Math.round(t)}`).join(', ') + ' ms')
    continue
  }
  const big = s.projects === 1000
  row(`${s.projects} projects (${s.pages} pages): build cold / warm`, `${ms(s.cold.ms)} / ${ms(s.warm.ms)}; peak memory ${mb(s.cold.peakMemoryBytes)} / ${mb(s.warm.peakMemoryBytes)}; warm builds rendered ${s.warm.pagesRendered} pages`,
    big ? 'warm ≤ 3 s, ≤ 500 MB' : '', big ? verdict(s.warm.ms.median <= 3000 && s.warm.peakMemoryBytes <= 500 * 2 ** 20) : '')
  row(`${s.projects} projects: warm stages`, Object.entries(s.stages).map(([name, t]) => `${name} ${Math.round(t)}`).join(', ') + ' ms')
  row(`${s.projects} projects: cold stages`, Object.entries(s.coldStages).map(([name, t]) => `${name} ${Math.round(t)}`).join(', ') + ' ms')
  const quarter = scale.find((q) => !q.posts && q.projects * 4 === s.projects)
  if (quarter) {
    const ratio = s.warm.ms.median / quarter.warm.ms.median
    row(`${quarter.projects} → ${s.projects} projects: warm build`, `${ratio.toFixed(2)}×`, '≤ 4.4× (linear)', verdict(ratio <= 4.4))
  }
  row(`${s.projects} projects: home payload`, `JS ${kb(s.home.firstLoadJSGzip)} gzip, HTML ${kb(s.home.htmlBytes)}`, 'does not grow', '')
  row(`${s.projects} projects: /apps render`, `${Math.round(s.apps.renderMs)} ms`)
  if (s.keystroke) row(`${s.projects} projects: search keystroke`, `median ${s.keystroke.medianMs.toFixed(1)} ms, max ${s.keystroke.maxMs.toFixed(1)} ms`, '≤ 16 ms', verdict(s.keystroke.medianMs <= 16))
}
console.log(`\n## make bench, ${results.date}, ${machine}\n`)
console.log('| What | Figure | Budget | |')
console.log('|---|---|---|---|')
console.log(rows.join('\n'))
console.log('\nLighthouse: mobile preset, median of ' + lighthouse.runs + ' runs, Performance / Accessibility / Best Practices / SEO; served by ' + lighthouse.served + '; every page in ' + lighthouse.languages.join(', ') + ', from a browser in English.')
console.log('First paint on a phone: ' + languages.phone + '; median of ' + languages.runs + ' runs, each visitor in a fresh browser context, served by ' + languages.served + '; FCP counted from the first navigation\'s request, a redirect to the visitor\'s language included.')
